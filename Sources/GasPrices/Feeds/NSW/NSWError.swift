import Lenient

/// FuelCheck's answer when a request fails: `{"errorDetails": {"code": "E0014", "message":
/// "…"}}`, the details one object or a list of them (one object is read as a list of one).
@LenientModel
struct NSWError: Equatable {
    var errorDetails: [NSWErrorDetail]

    /// The first detail's message (or description), else its code.
    var message: String? {
        errorDetails.lazy.compactMap { detail in
            [detail.message, detail.description, detail.code].first { !$0.isEmpty }
        }.first
    }
}

@LenientModel
struct NSWErrorDetail: Equatable {
    var code: String
    var message: String
    var description: String
}
