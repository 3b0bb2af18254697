import Lenient

/// Tankerkönig's answer when a request fails, sent with a success status over HTTP:
/// `{"ok": false, "status": "error", "message": "…"}`.
@LenientModel
struct TankerkoenigError: Equatable {
    var ok: Bool?
    var status: String
    var message: String
}
