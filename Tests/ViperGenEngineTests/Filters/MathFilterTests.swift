import Testing
import ViperGenTestSupport

@testable import ViperGenEngine

/// Liquid's math filters and Ruby's float printing, matching Liquid's output byte for byte. Expected outputs come from Ruby's Liquid 5.4 (the reference implementation) on the same
/// templates and `FilterExamples.variables`; many are Liquid's documented examples.
@Suite struct MathFilterTests {
    @Test(arguments: [
        (
            "{{ -17 | abs }}|{{ 4 | abs }}|{{ \"-19.86\" | abs }}|{{ -0.0 | abs }}|{{ 1.50 | abs }}",
            "17|4|19.86|0.0|1.5"
        ),
        (
            "{{ 4 | plus: 2 }}|{{ 16 | plus: 4 }}|{{ 183.357 | plus: 12 }}|{{ 0.1 | plus: 0.2 }}|{{ \"3\" | plus: \"4.5\" }}|{{ none | plus: 1 }}",
            "6|20|195.357|0.3|7.5|1"
        ),
        (
            "{{ 4 | minus: 2 }}|{{ 16 | minus: 4 }}|{{ 183.357 | minus: 12 }}|{{ 1.1 | minus: 1 }}|{{ 2 | minus: 2.0 }}",
            "2|12|171.357|0.1|0.0"
        ),
        (
            "{{ 3 | times: 2 }}|{{ 24 | times: 7 }}|{{ 183.357 | times: 12 }}|{{ 0.1 | times: 3 }}|{{ 2.0 | times: 3 }}|{{ 0.0 | times: -1 }}",
            "6|168|2200.284|0.3|6.0|-0.0"
        ),
        (
            "{{ 16 | divided_by: 4 }}|{{ 5 | divided_by: 3 }}|{{ 20 | divided_by: 7 }}|{{ 20 | divided_by: 7.0 }}|{{ 4 | divided_by: 2.0 }}|{{ -7 | divided_by: 2 }}",
            "4|1|2|2.857142857142857|2.0|-4"
        ),
        (
            "{{ 0.3 | divided_by: 0.1 }}|{{ 1 | divided_by: 3.0 }}|{{ 10 | divided_by: 3.0 }}|{{ 1.0 | divided_by: 0 }}|{{ -1 | divided_by: 0.0 }}|{{ 0.0 | divided_by: 0 }}",
            "3.0|0.3333333333333333|3.3333333333333335|Infinity|-Infinity|NaN"
        ),
        (
            "{{ 3 | modulo: 2 }}|{{ 24 | modulo: 7 }}|{{ 183.357 | modulo: 12 }}|{{ -7 | modulo: 3 }}|{{ 7 | modulo: -3 }}|{{ 7 | modulo: -2.5 }}|{{ -10 | modulo: 3.5 }}|{{ 10 | modulo: 3.5 }}",
            "1|3|3.357|2|-2|-0.5|0.5|3.0"
        ),
        (
            "{{ 1.2 | round }}|{{ 2.7 | round }}|{{ 183.357 | round: 2 }}|{{ 2.5 | round }}|{{ -2.5 | round }}|{{ 1.005 | round: 2 }}|{{ 3 | round: 2 }}",
            "1|3|183.36|3|-3|1.01|3"
        ),
        (
            "{{ 1234 | round: -2 }}|{{ 1250 | round: -2 }}|{{ -1250 | round: -2 }}|{{ 1234.5 | round: -2 }}|{{ 2.5 | round: \"0\" }}|{{ 2.5 | round: 1.7 }}|{{ \"3.14159\" | round: 3 }}",
            "1200|1300|-1300|1200|3|2.5|3.142"
        ),
        (
            "{{ 1.2 | ceil }}|{{ 2.0 | ceil }}|{{ 183.357 | ceil }}|{{ \"3.5\" | ceil }}|{{ -1.5 | ceil }}|{{ 5 | ceil }}",
            "2|2|184|4|-1|5"
        ),
        (
            "{{ 1.2 | floor }}|{{ 2.0 | floor }}|{{ 183.357 | floor }}|{{ \"3.5\" | floor }}|{{ -1.5 | floor }}|{{ 5 | floor }}",
            "1|2|183|3|-2|5"
        ),
        ("{{ 4 | at_least: 5 }}|{{ 4 | at_least: 3 }}|{{ 4 | at_least: 5.5 }}|{{ 4.0 | at_least: 3 }}", "5|4|5.5|4.0"),
        (
            "{{ 4 | at_most: 5 }}|{{ 4 | at_most: 3 }}|{{ 4.0 | at_most: 5 }}|{{ 4 | at_most: 3.5 }}|{{ \"4\" | at_most: \"3\" }}",
            "4|3|4.0|3.5|3"
        ),
        (
            "{{ 10000000000000000.0 | plus: 0 }}|{{ 1000000000000000.0 | plus: 0 }}|{{ 100000000000000.0 | plus: 0 }}|{{ 0.00001 | plus: 0 }}|{{ 0.0001 | plus: 0 }}|{{ 123456789.123456789 | plus: 0 }}",
            "1.0e+16|1.0e+15|100000000000000.0|1.0e-05|0.0001|123456789.12345679"
        ),
        ("{{ 9007199254740993 | plus: 0.0 }}|{{ 1.5 }}|{{ -1.5 }}|{{ 2.50 }}", "9.007199254740992e+15|1.5|-1.5|2.5"),
        (
            "{{ 1.5 | round: -1 }}|{{ 15.5 | round: -1 }}|{{ 2.5 | round: 0.0 }}|{{ 1234.5 | round: -5 }}|{{ 6 | modulo: -3.0 }}|{{ -6.0 | modulo: 3 }}",
            "0|20|3|0|0.0|0.0"
        ),
    ])
    func mathFilters(template: String, expected: String) throws {
        #expect(try render(template, FilterExamples.variables) == expected)
    }

}
