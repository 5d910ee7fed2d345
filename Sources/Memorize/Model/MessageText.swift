import Foundation

/// Cuts names and lists for one-line messages, so that a 1 MB theme name or a file of 500
/// themes never floods a terminal.
enum MessageText {
    /// `text` itself when it has at most 60 characters, else its first 60, `…` and its length;
    /// line breaks are shown as `\n`.
    static func cut(_ text: String) -> String {
        let limit = 60
        let shown = text.prefix(limit).replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        return text.count > limit ? shown + "… (\(text.count) characters)" : shown
    }

    /// The first 12 items, each cut unless `cutting` is false, then `… and N more`.
    static func list(_ items: [String], cutting: Bool = true) -> String {
        let limit = 12
        let shown = items.prefix(limit).map { cutting ? cut($0) : $0 }.joined(separator: ", ")
        return items.count > limit ? shown + ", … and \(items.count - limit) more" : shown
    }
}
