/// The words stations are made of: brands, streets, cities with their states.
enum Vocabulary {
    static let brands = [
        "7/11", "Shell", "Exxon", "Mobil", "Sunoco", "Citgo", "Valero", "Chevron", "Texaco", "Gulf",
        "Marathon", "Speedway", "Wawa", "Sheetz", "QuikTrip", "Circle K", "Phillips 66", "Conoco",
        "BP", "Arco", "Costco", "Getty", "Hess", "Liberty",
    ]
    static let streetNames = [
        "Fake", "Main", "Oak", "Maple", "Park", "Washington", "Lake", "Hill", "Elm", "Pine",
        "Cedar", "Broad", "Market", "Ferry", "Mulberry", "Lincoln", "Jefferson", "Highland",
        "Sunset", "Ridge", "Walnut", "Spruce", "Chestnut", "Bloomfield",
    ]
    static let streetKinds = ["Street", "St.", "Avenue", "Ave.", "Road", "Boulevard", "Drive", "Lane", "Highway", "Pike"]
    /// City, state, and the first three digits of its zip codes (`71` is `071`).
    static let places: [(city: String, state: String, zipPrefix: Int)] = [
        ("Newark", "NJ", 71), ("Jersey City", "NJ", 73), ("Boston", "MA", 21), ("Hartford", "CT", 61),
        ("Providence", "RI", 29), ("Burlington", "VT", 54), ("Portland", "ME", 41), ("Albany", "NY", 122),
        ("Philadelphia", "PA", 191), ("Baltimore", "MD", 212), ("Richmond", "VA", 232), ("Atlanta", "GA", 303),
        ("Miami", "FL", 331), ("Nashville", "TN", 372), ("Columbus", "OH", 432), ("Detroit", "MI", 482),
        ("Chicago", "IL", 606), ("Springfield", "IL", 627), ("Minneapolis", "MN", 554), ("Kansas City", "MO", 641),
        ("Dallas", "TX", 752), ("Houston", "TX", 770), ("Denver", "CO", 802), ("Phoenix", "AZ", 850),
        ("Las Vegas", "NV", 891), ("Los Angeles", "CA", 900), ("San Jose", "CA", 951), ("Seattle", "WA", 981),
    ]
    /// UTC offsets, in minutes, that station clocks report.
    static let offsets = [-480, -420, -360, -300, -300, -300, -240, 0, 60, 330]
}
