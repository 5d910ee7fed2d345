import Foundation

/// Invocations whose outputs are their inputs or one another (by name, through links, hard to
/// see), outputs that are pipes or devices, stores that are pipes, and numbers at the edge of
/// their types: every one must be refused, its files unchanged, without a crash or a wait.
enum Collisions {
    /// A store of one theme, a trace, two PNGs and a script.
    private static var files: [String: Data] {
        let theme = #"[{"name": "A", "icon": "moon", "color": "orange", "pairs": 2, "emojis": ["🍎", "🍌"]}]"# + "\n"
        return ["st.json": Data(theme.utf8), "t.png": Data(#"{"frame":1,"time":0,"views":[]}"#.utf8 + [0x0A]),
                "a.png": FuzzFiles.smallPNG, "b.png": FuzzFiles.smallPNG, "s.touches": Data("app sample\nwait 0.2\n".utf8)]
    }

    /// Every case.
    static var cases: [FuzzCase] {
        let invocations: [[String]] = [
            ["render", "memorize", "--store", "st.json", "--state-json", "st.json", "-o", "x.png"],
            ["render", "memorize", "--store", "st.json", "--state-json", "st-link.json", "-o", "x.png"],
            ["render", "memorize", "--store", "st-link.json", "--state-json", "./st.json", "-o", "x.png"],
            ["play", "s.touches", "--trace", "s.touches"], ["play", "s.touches", "--trace", "s-link.touches"],
            ["play", "s.touches", "--no-frames", "--state-json", "s.touches"],
            ["play", "s.touches", "--trace", "x.gif", "--video", "x.gif"],
            ["play", "s.touches", "-o", "out", "--state-json", "out/frame_00001.png"],
            ["plot", "t.png", "-o", "t.png"], ["diff", "a.png", "b.png", "-o", "a.png"], ["diff", "a.png", "b.png", "-o", "a-link.png"],
            ["render", "set", "-o", "x.png", "--state-json", "fifo"], ["render", "set", "-o", "x.png", "--state-json", "/dev/null"],
            ["play", "s.touches", "--trace", "fifo"], ["render", "set", "-o", "fifo.png"],
            ["memorize", "themes", "list", "--store", "fifo"], ["render", "memorize", "--store", "fifo", "-o", "x.png"],
            ["render", "emojiart", "--document", "fifo", "-o", "x.png"], ["render", "emojiart", "--document", "loop.json", "-o", "x.png"],
            ["shape", "pie", "--size", "20x20", "--end-angle", "1e308", "-o", "x.png"],
            ["shape", "pie", "--size", "20x20", "--start-angle=-1e308", "-o", "x.png"],
            ["plot", "t.png", "--scale", "8", "--size", "10000x10000", "-o", "x.png"],
            ["memorize", "themes", "list", "--store", "loop.json"], ["render", "memorize", "--store", "loop.json", "-o", "x.png"],
            ["render", "emojiart", "--document", "loop.json", "--reset-document", "-o", "x.png"],
            ["render", "emojiart", "--document", "fifo", "--reset-document", "-o", "x.png"],
            ["play", "s.touches", "--trace", "/dev/full"], ["memorize", "themes", "list", "--store", "/dev/full"],
        ]
        return invocations.map { arguments in
            FuzzCase(name: "collision", arguments: arguments, files: files, folders: ["out"],
                     links: ["st-link.json": "st.json", "s-link.touches": "s.touches", "a-link.png": "a.png",
                             "loop.json": "loop2.json", "loop2.json": "loop.json"],
                     fifos: ["fifo", "fifo.png"])
        }
    }
}
