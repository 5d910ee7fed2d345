extension String {
    /// The strings one after another, made in one allocation: the keys and identities of views
    /// are built a few hundred thousand times in a game, where a chain of `+` allocates once a
    /// part and `joined()` goes through the generic collection path.
    init(joining a: String, _ b: String, _ c: String, _ d: String = "", _ e: String = "") {
        self.init()
        reserveCapacity(a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count)
        self += a
        self += b
        self += c
        self += d
        self += e
    }
}
