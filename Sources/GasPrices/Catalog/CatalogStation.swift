/// A gas station as the app knows it, whatever source it came from: every wire model (the
/// sample app's ``Station``, a feed's own shape) maps onto this one.
public struct CatalogStation: Sendable, Equatable {
    /// The source's identifier; `nil` when it has none (a feed's empty or missing id
    /// included: until 2026-12-04 that was `""`, written as `"id":""` where the output's
    /// format says `null`).
    public var id: String?
    public var name: String
    public var brand: String
    public var address: PostalAddress
    /// Where it is, when the source says.
    public var location: Coordinate?
    /// Whether it is open, when the source says.
    public var isOpen: Bool?
    /// The fuels it sells, in ``FuelKind`` order.
    public var fuels: [FuelPrice]
    /// Past prices, as the source lists them.
    public var history: [PricePoint]

    public init(id: String? = nil, name: String, brand: String = "", address: PostalAddress = PostalAddress(),
                location: Coordinate? = nil, isOpen: Bool? = nil, fuels: [FuelPrice] = [], history: [PricePoint] = []) {
        self.id = id?.isEmpty == true ? nil : id
        self.name = name
        self.brand = brand
        self.address = address
        self.location = location
        self.isOpen = isOpen
        self.fuels = fuels
        self.history = history
    }

    /// The price of `fuel`, or `nil` when the station does not sell it or gave no price.
    public func price(of fuel: FuelKind) -> FuelPrice? {
        fuels.first { $0.fuel == fuel }
    }
}

/// A postal address; any part may be blank.
public struct PostalAddress: Sendable, Equatable {
    public var street: String
    public var city: String
    /// A state, province or county.
    public var region: String
    public var postcode: String
    /// An ISO 3166 code (`US`, `DE`), or blank when unknown.
    public var country: String

    public init(street: String = "", city: String = "", region: String = "", postcode: String = "", country: String = "") {
        self.street = street
        self.city = city
        self.region = region
        self.postcode = postcode
        self.country = country
    }
}

/// A point on the Earth, in degrees.
public struct Coordinate: Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The point, when a source gives both its coordinates and they are a place on the
    /// globe: a latitude within ±90°, a longitude within ±180°, and not 0, 0 (where feeds put
    /// a station they have not placed: the Gulf of Guinea has no petrol station). A station
    /// without one has no location, and its record keeps what was given.
    public init?(latitude: Double?, longitude: Double?) {
        guard let latitude, let longitude, latitude.magnitude <= 90, longitude.magnitude <= 180,
              latitude != 0 || longitude != 0 else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }
}
