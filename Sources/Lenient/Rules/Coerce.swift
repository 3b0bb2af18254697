/// The lenient rules: each a small pure function that turns one form of input into a valid
/// value or says why it cannot. `docs/validation-rules.md` tables them with examples.
public enum Coerce {}
