// swift-tools-version:6.1
import PackageDescription

// A package of its own that uses Lenient as any other package would: by a dependency on the
// package that holds it (here by path, two folders up; elsewhere by its URL). A dependency by
// path is otherwise known by its folder's name, which a clone may change: `name:` fixes it.
let package = Package(
    name: "Inventory",
    products: [
        .library(name: "Inventory", targets: ["Inventory"]),
        .executable(name: "inventory-report", targets: ["InventoryReport"]),
    ],
    dependencies: [
        .package(name: "gasprices", path: "../.."),
    ],
    targets: [
        // The models, their own validators and codes, and a container of their own.
        .target(name: "Inventory", dependencies: [.product(name: "Lenient", package: "gasprices")]),
        // Prints what became of each field of a document.
        .executableTarget(name: "InventoryReport", dependencies: ["Inventory", .product(name: "Lenient", package: "gasprices")]),
        .testTarget(name: "InventoryTests", dependencies: ["Inventory", .product(name: "Lenient", package: "gasprices")]),
    ]
)
