import Lenient
import Testing

/// Codes are data: stable, unique snake_case names, and wording for each in one place.
@Suite struct CodeTests {
    @Test(arguments: Code.builtIn) func nameIsStableSnakeCase(_ code: Code) {
        #expect(!code.name.isEmpty)
        #expect(code.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" })
        #expect(Code(name: code.name) == code)
        #expect(!code.explanation.isEmpty)
    }

    @Test func namesAreUnique() {
        let names = Code.builtIn.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Code(name: "no_such_code") == nil)
        #expect(Code.builtIn.allSatisfy { !$0.isCustom })
        #expect(Code.builtIn == Code.builtIn.sorted())
    }

    @Test func constraintCodes() {
        let constraints = Code.builtIn.filter(\.isConstraint).map(\.name)
        #expect(constraints == [
            "below_minimum", "above_maximum", "too_short", "too_long", "pattern_mismatch", "too_few_elements",
            "too_many_elements", "negated_constraint_held", "no_alternative_held",
        ])
    }

    @Test func outcomeAndMatchNames() {
        #expect(Outcome.allCases.map(\.description) == ["exact", "coerced", "defaulted", "dropped"])
        let matches: [KeyMatch] = [.exact, .caseFolded, .remapped, .globallyRemapped, .missing, .element, .root]
        #expect(matches.map(\.description) == ["exact", "case_folded", "remapped", "globally_remapped", "missing", "element", "root"])
    }
}
