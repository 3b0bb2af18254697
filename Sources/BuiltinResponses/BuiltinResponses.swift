/// The stub responses of `Responses/`, compiled into the binary so the app works from any
/// directory. `Responses/` is the source of truth; add a line here for each file added there
/// (a test checks that the two agree).
public enum BuiltinResponses {
    /// Every built-in response: its label (the file name without `.json`) and its bytes.
    public static let all: [(label: String, bytes: [UInt8])] = [
        ("A", PackageResources.A_json),
        ("B", PackageResources.B_json),
        ("C", PackageResources.C_json),
        ("D", PackageResources.D_json),
        ("E", PackageResources.E_json),
        ("F", PackageResources.F_json),
    ]
}
