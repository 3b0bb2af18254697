/// A small export with something for every rule the models declare: a lower-case and a
/// malformed SKU, a price as text, a quantity under another key, a repeated tag, a negative
/// stock, a sub-category given as `children`, and a key no property takes.
public enum Sample {
    public static let document = #"""
    {
      "store": "Corner Shop",
      "updated": "2026-11-20",
      "categories": [
        {
          "name": "Drinks",
          "items": [
            {"sku": "DRK-1001", "name": "Water", "price": 0.5, "stock": 120, "tags": ["still"]},
            {"sku": "drk-1002", "name": "Lemonade", "price": "€1,20", "qty": "35", "tags": ["fizzy", "sweet", "fizzy"]}
          ],
          "children": [
            {
              "name": "Juice",
              "items": [
                {"sku": "12-AB", "name": "Orange juice", "price": null, "stock": -3, "colour": "orange"}
              ]
            }
          ]
        }
      ]
    }
    """#
}
