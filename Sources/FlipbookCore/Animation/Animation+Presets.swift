extension Animation {
    /// A quick, stiff spring for following a finger, as SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with no bounce, as SwiftUI's `.smooth`.
    public static var smooth: Animation { smooth() }

    /// A spring with a little bounce, as SwiftUI's `.snappy`.
    public static var snappy: Animation { snappy() }

    /// A spring with a visible bounce, as SwiftUI's `.bouncy`.
    public static var bouncy: Animation { bouncy() }

    /// A spring of `duration` seconds with no bounce but `extraBounce`, as SwiftUI's `smooth(duration:extraBounce:)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring of `duration` seconds with a bounce of 0.15 and `extraBounce`, as SwiftUI's `snappy(duration:extraBounce:)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring of `duration` seconds with a bounce of 0.3 and `extraBounce`, as SwiftUI's `bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
