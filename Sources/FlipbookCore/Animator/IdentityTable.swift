/// Numbers for the identities of views (see `LayoutEngine.identity(of:under:)`), handed out
/// once per identity and kept for the life of a presenter: its records and the animator's
/// tracks are kept by number, so a frame hashes and compares small integers instead of
/// identity strings of about 100 bytes for every view on screen.
final class IdentityTable {
    private var numbers: [String: Int] = [:]
    private var names: [String] = []

    /// The number of `identity`, a new one the first time it is asked for.
    func number(of identity: String) -> Int {
        if let number = numbers[identity] { return number }
        names.append(identity)
        numbers[identity] = names.count - 1
        return names.count - 1
    }

    /// The number of `identity`, if it has one.
    func existingNumber(of identity: String) -> Int? { numbers[identity] }

    /// The identity that has `number`.
    func name(of number: Int) -> String { names[number] }

    /// How many identities have a number.
    var count: Int { names.count }
}

extension LaidOutNode {
    /// Gives this node and every node under it the number of its identity in `table`, once
    /// per built tree, so presenting the tree frame after frame hashes no identity.
    mutating func numberIdentities(in table: IdentityTable) {
        identityNumber = table.number(of: identity)
        for index in children.indices {
            children[index].numberIdentities(in: table)
        }
    }
}
