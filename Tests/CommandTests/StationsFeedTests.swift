import Foundation
import Testing

/// `gasprices stations` on feed files: each source's feed in the JSON, prices with their
/// currency and unit, and the credit a feed's licence asks for at the end of the table.
@Suite struct StationsFeedTests {
    static let tankerkoenig = #"""
        {"ok":true,"license":"CC BY 4.0","data":"MTS-K","status":"ok","stations":[
         {"id":"a1","name":"Aral","brand":"ARAL","street":"Ring","houseNumber":"1","postCode":1067,"place":"Dresden","lat":51,"lng":13.7,"e5":1.799,"e10":null,"diesel":false,"isOpen":true}]}
        """#

    @Test func aFeedsCreditEndsTheTableWhenItsStationsAreListed() throws {
        let fixtures = try Fixtures()
        try fixtures.write("tk.json", Self.tankerkoenig)
        let run = try fixtures.run("stations", "tk.json")
        #expect(run.status == 0 && run.lines.last == "Data: Tankerkönig, CC BY 4.0")
        // The sample's responses ask for none.
        let sample = try fixtures.run("stations", "A")
        #expect(sample.status == 0 && !sample.stdout.contains("Data:"))
        let json = try fixtures.run("stations", "tk.json", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        #expect((object["sources"] as? [[String: Any]])?.first?["feed"] as? String == "tankerkoenig")
        let station = try #require((object["stations"] as? [[String: Any]])?.first)
        let fuels = try #require(station["fuels"] as? [[String: Any]])
        // Only the price given: null and false are absent, never 0.
        #expect(fuels.map { $0["fuel"] as? String } == ["e5"])
        #expect(fuels.first?["currency"] as? String == "EUR" && fuels.first?["unit"] as? String == "litre")
        #expect((station["address"] as? [String: Any])?["postcode"] as? String == "01067")
    }
}
