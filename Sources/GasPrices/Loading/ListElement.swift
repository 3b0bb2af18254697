import Lenient

/// A list element of no declared shape: decoding a list with it finds where each element
/// begins (``Batch/offset(ofModel:)``) without validating what it holds.
@LenientModel
struct ListElement: Sendable {}
