import ViperGenEngine

/// The variables the filter examples use; the same data rendered by Ruby's Liquid 5.4 gave the expected outputs
/// of `StringFilterTests`, `ListFilterTests`, `MathFilterTests` and `DateFilterTests`.
package enum FilterExamples {
    package static let variables: [String: TemplateValue] = [
        "products": [
            ["title": "Vacuum", "type": "house", "price": 5, "available": true],
            ["title": "Spatula", "type": "kitchen", "price": .float(1.5), "available": false],
            ["title": "Television", "type": "house", "price": 10],
            ["title": "Garlic press", "type": "kitchen", "price": 2, "available": true],
        ],
        "fruits": ["apple", "Banana", "cherry", "apple", .nil, "banana"],
        "numbers": [3, 1, [2, 10], .float(-4.5)],
        "nested": [[1, [2, [3]]], 4],
        "empty_list": [],
        "text": "Ground control to Major Tom.",
        "none": .nil,
        "date": "2026-11-22",
        "multiline": "Hello\nthere\r\nfriend\r!",
        "spaces": " \t\n x \r\n",
        "trailing": "x \r\n",
        "crlf": "a\r\nb",
        "ws": "  a  b \t c\n",
        "tabs": "a\tb\nc",
        "html_nl": "Hello\nthere\r\nfriend",
        "crs": "a\r\r\nb\rc",
        "html_block": "<p>a</p><script type=\"x\">alert(1)</script>b<!-- c\n -->c<style>s{}</style>d<br/>e<b",
        "newline": "\n",
        "tag": "<p class=\"x\">",
        "entities": "&lt; &amp &#39; &#x27; & &AMP; &#; <'\">",
    ]
}
