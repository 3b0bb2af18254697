#!/usr/bin/env python3
"""Writes a deterministic file of N stations in a feed's shape, messy as the real feed is.

usage: generate.py tankerkoenig|spain STATIONS OUTPUT

tankerkoenig: list.php, {"ok": true, "license": ..., "stations": [...]}: prices null, false or
missing now and then, integer postcodes (padded by the feed), house numbers null/""/" ",
empty brands, ids with a trailing newline, round prices as integers.
spain: the ministry's list, {"Fecha": ..., "ListaEESSPrecio": [...]}: every value text,
decimal commas, empty prices, accented keys with spaces and dots.
"""
import json
import random
import sys

BRANDS = ["ARAL", "Shell", "ESSO", "JET", "TotalEnergies", "AVIA", "STAR", "bft", "HEM", "", "Agip", "OMV"]
TOWNS = ["Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main", "Düsseldorf", "Leipzig", "Dresden", "Hannover",
         "Nürnberg", "Bremen", "Essen", "Görlitz", "Würzburg"]
STREETS = ["Hauptstraße", "Bahnhofstr.", "Berliner Allee", "Industriestraße", "Am Ring", "Münchner Str.", "Dorfstraße"]
ES_BRANDS = ["REPSOL", "CEPSA", "GALP", "BP", "SHELL", "PETRONOR", "BALLENOIL", "PLENOIL", "Nº 10.935", "COOPERATIVA AGRÍCOLA", ""]
ES_TOWNS = ["MADRID", "ALBACETE", "ALBOCASSER", "CASTELLÓN DE LA PLANA", "LOGROÑO", "CÁCERES", "ÁVILA", "JAÉN", "A CORUÑA"]
ES_PROVINCES = ["MADRID", "ALBACETE", "CASTELLÓN / CASTELLÓ", "LA RIOJA", "CÁCERES", "ÁVILA", "JAÉN", "CORUÑA (A)"]
ES_PRICES = ["Precio Biodiesel", "Precio Bioetanol", "Precio Gas Natural Comprimido", "Precio Gas Natural Licuado",
             "Precio Gases licuados del petróleo", "Precio Gasoleo A", "Precio Gasoleo B", "Precio Gasoleo Premium",
             "Precio Gasolina 95 E10", "Precio Gasolina 95 E5", "Precio Gasolina 95 E5 Premium", "Precio Gasolina 98 E10",
             "Precio Gasolina 98 E5", "Precio Hidrogeno"]
SOLD = {"Precio Gasoleo A": 0.97, "Precio Gasolina 95 E5": 0.95, "Precio Gasolina 98 E5": 0.5,
        "Precio Gasoleo Premium": 0.45, "Precio Gases licuados del petróleo": 0.1, "Precio Gasoleo B": 0.2,
        "Precio Gasolina 95 E10": 0.05}


def tankerkoenig(rng, index):
    def price():
        roll = rng.random()
        if roll < 0.06:
            return None
        if roll < 0.09:
            return False
        if roll < 0.1:
            return 2
        return round(1.5 + rng.random() * 0.5, 3)
    station = {
        "id": "%08x-%04x-4%03x-a%03x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), index % 4096,
                                                rng.getrandbits(12), rng.getrandbits(48)) + ("\n" if index % 97 == 0 else ""),
        "name": "%s %s" % (rng.choice(BRANDS) or "Freie Tankstelle", rng.choice(TOWNS)),
        "brand": rng.choice(BRANDS),
        "street": rng.choice(STREETS),
        "place": rng.choice(TOWNS),
        "lat": round(47.3 + rng.random() * 7.7, 6),
        "lng": round(5.9 + rng.random() * 9.1, 6),
        "dist": round(rng.random() * 25, 1),
    }
    for fuel in ["diesel", "e5", "e10"]:
        if rng.random() > 0.04:
            station[fuel] = price()
    station["isOpen"] = rng.random() > 0.2
    roll = rng.random()
    station["houseNumber"] = None if roll < 0.1 else "" if roll < 0.15 else " " if roll < 0.18 else str(rng.randint(1, 240))
    station["postCode"] = rng.randint(1001, 99998)
    return station


def spain(rng, index):
    def decimal(value, places):
        return ("%.*f" % (places, value)).replace(".", ",")
    town = rng.choice(ES_TOWNS)
    station = {
        "C.P.": "%05d" % rng.randint(1001, 52999),
        "Dirección": "CALLE %s, %d" % (rng.choice(["MAYOR", "REAL", "DEL MAR", "SANT JOAN", "ÁLAMO"]), rng.randint(1, 200)),
        "Horario": rng.choice(["L-D: 24H", "L-D: 07:00-22:00", "L-V: 06:00-22:00; S: 08:00-14:00"]),
        "Latitud": decimal(36 + rng.random() * 7.7, 6),
        "Localidad": town,
        "Longitud (WGS84)": decimal(-9.2 + rng.random() * 12.5, 6),
        "Margen": rng.choice(["D", "I", "N"]),
        "Municipio": town.title(),
    }
    for key in ES_PRICES:
        station[key] = decimal(1.1 + rng.random() * 0.9, 3) if rng.random() < SOLD.get(key, 0.0) else ""
    station.update({
        "Provincia": rng.choice(ES_PROVINCES),
        "Remisión": rng.choice(["dm", "OM"]),
        "Rótulo": rng.choice(ES_BRANDS),
        "Tipo Venta": rng.choice(["P", "R"]),
        "% BioEtanol": "0,0",
        "% Éster metílico": "0,0",
        "IDEESS": str(1000 + index),
        "IDMunicipio": str(rng.randint(1, 8000)),
        "IDProvincia": "%02d" % rng.randint(1, 52),
        "IDCCAA": "%02d" % rng.randint(1, 19),
    })
    return station


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("tankerkoenig", "spain"):
        sys.exit(__doc__)
    kind, count, output = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    rng = random.Random(20131218)
    make = tankerkoenig if kind == "tankerkoenig" else spain
    with open(output, "w", encoding="utf-8") as out:
        if kind == "tankerkoenig":
            out.write('{"ok":true,"license":"CC BY 4.0 -  https:\\/\\/creativecommons.tankerkoenig.de","data":"MTS-K","status":"ok","stations":[\n')
        else:
            out.write('{"Fecha":"10/03/2022 13:52:39","ListaEESSPrecio":[\n')
        for index in range(count):
            if index:
                out.write(",\n")
            out.write(json.dumps(make(rng, index), ensure_ascii=False, separators=(",", ":")))
        if kind == "tankerkoenig":
            out.write("\n]}\n")
        else:
            out.write('\n],"Nota":"Archivo de todos los productos en todas las estaciones de servicio.","ResultadoConsulta":"OK"}\n')


main()
