import ArgumentParser
import Flipbook

/// An app's settings given on the command line as options: `--theme Halloween`,
/// `--dealt=81`, `--colorblind` (a flag alone is on).
enum SettingArguments {
    /// The settings `arguments` give `app`, by name, checked.
    ///
    /// - Throws: `ValidationError` naming an option the app does not know, a missing value or
    ///   a value the setting does not take.
    static func parse(_ arguments: [String], for app: any FlipbookApp.Type, over base: [String: String] = [:]) throws -> AppSettings {
        var values = base
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw ValidationError("unexpected argument '\(argument)'; \(app.name)'s settings are options: --KEY VALUE")
            }
            let (name, inline) = split(argument.dropFirst(2))
            let setting = try known(name, in: app)
            values[setting.key] = try inline ?? value(for: setting, named: name, from: &rest)
        }
        do {
            return try app.settings(values, from: .commandLine)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The app named `name` and the settings `arguments` give it.
    ///
    /// - Throws: `ValidationError` for an unknown app, or as ``parse(_:for:over:)``.
    static func parse(_ arguments: [String], forAppNamed name: String, over base: [String: String] = [:])
        throws -> (app: any FlipbookApp.Type, settings: AppSettings) {
        let app: any FlipbookApp.Type
        do {
            app = try Registry.app(named: name)
        } catch {
            throw ValidationError("\(error)")
        }
        return (app, try parse(arguments, for: app, over: base))
    }

    /// `theme=Halloween` as its name and value; `theme` alone has no value yet.
    private static func split(_ text: Substring) -> (String, String?) {
        guard let equals = text.firstIndex(of: "=") else { return (String(text), nil) }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    private static func known(_ name: String, in app: any FlipbookApp.Type) throws -> AppSetting {
        guard let setting = app.setting(named: name) else {
            let names = app.allSettings.map { "--\($0.key)" }.joined(separator: ", ")
            throw ValidationError("unknown setting '--\(name)' for \(app.name); its settings are: \(names)")
        }
        return setting
    }

    /// The value after an option: the next argument; for a flag, the next only when it is on
    /// or off, else empty (on).
    private static func value(for setting: AppSetting, named name: String, from rest: inout ArraySlice<String>) throws -> String {
        if setting.values == .flag {
            guard let next = rest.first, ["on", "off", "yes", "no", "true", "false"].contains(next.lowercased()) else { return "" }
            return rest.removeFirst()
        }
        guard let next = rest.popFirst(), !next.hasPrefix("--") else {
            throw ValidationError("--\(name) needs a value (\(setting.valueName))")
        }
        return next
    }
}
