/// The ids a player's trace gives its views, kept for the player's life so that a view keeps
/// its id from frame to frame: the first view known as `1` keeps `1`; another view known as
/// `1` (elements of two `ForEach`es: an emoji and a palette's first emoji) is `1#2` from the
/// frame it first appears in on, even in frames where the first one is gone, and so on.
final class TraceNames {
    /// The scene identities met, in order, of the views known by each id.
    private var holders: [String: [String]] = [:]
    /// The name given to each scene identity met.
    private var names: [String: String] = [:]

    /// The name of the view known as `id` whose place in the scene is `identity`.
    func name(of id: String, identity: String) -> String {
        if let name = names[identity], name == id || name.hasPrefix(id + "#") { return name }
        var known = holders[id, default: []]
        let number = (known.firstIndex(of: identity) ?? known.count) + 1
        if number > known.count { known.append(identity) }
        holders[id] = known
        let name = number == 1 ? id : "\(id)#\(number)"
        names[identity] = name
        return name
    }
}
