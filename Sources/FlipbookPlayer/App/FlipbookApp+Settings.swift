import FlipbookCore
import FlipbookRenderer

nonisolated extension FlipbookApp {
    /// Every setting of the app: ``AppSetting/seed``, ``AppSetting/appearance``, the
    /// ``AppSetting/screen(_:)`` when it has more than one screen, then its own.
    public static var allSettings: [AppSetting] {
        [.seed, .appearance] + (screens.count > 1 ? [.screen(screens)] : []) + settings
    }

    /// The names the app's settings go by, aliases included: what a script's setting lines
    /// may start with.
    public static var settingNames: Set<String> {
        Set(allSettings.flatMap { [$0.key] + $0.aliases })
    }

    /// The setting named `name` (its key or an alias, in any case), `nil` for none.
    public static func setting(named name: String) -> AppSetting? {
        allSettings.first { $0.isNamed(name) }
    }

    /// The settings of `values` (by key or alias) over the defaults, checked.
    ///
    /// - Parameters:
    ///   - values: Setting values by name.
    ///   - source: Where they were given, for errors.
    /// - Throws: ``AppSettingError`` for a name the app does not know or a value it does not take.
    public static func settings(_ values: [String: String], from source: AppSettingError.Source = .code)
        throws(AppSettingError) -> AppSettings {
        var checked = defaultValues
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            let setting = try known(name, from: source)
            checked[setting.key] = try check(value, for: setting, named: name, from: source)
        }
        return AppSettings(checked)
    }

    /// The settings of a touch script's setting lines, over `base` (the command line's, or
    /// the defaults); a later line wins over an earlier one.
    ///
    /// - Throws: ``AppSettingError`` naming the line of a setting the app does not know or
    ///   of a value it does not take.
    public static func settings(from lines: [TouchScript.Setting], over base: AppSettings? = nil)
        throws(AppSettingError) -> AppSettings {
        var settings = base ?? AppSettings(defaultValues)
        for line in lines {
            let source = AppSettingError.Source.scriptLine(line.line)
            let setting = try known(line.key, from: source)
            settings = settings.setting(setting.key, to: try check(line.value, for: setting, named: line.key, from: source))
        }
        return settings
    }

    private static var defaultValues: [String: String] {
        allSettings.reduce(into: [:]) { values, setting in values[setting.key] = setting.defaultValue }
    }

    private static func known(_ name: String, from source: AppSettingError.Source) throws(AppSettingError) -> AppSetting {
        guard let setting = setting(named: name) else {
            throw .unknown(name, app: self.name, known: allSettings, from: source)
        }
        return setting
    }

    private static func check(_ value: String, for setting: AppSetting, named name: String,
                              from source: AppSettingError.Source) throws(AppSettingError) -> String {
        do {
            return try setting.check(value)
        } catch {
            throw .invalid(name, error, from: source)
        }
    }
}
