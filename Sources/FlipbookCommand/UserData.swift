import Flipbook
import Memorize

/// Where the command's app runs keep what the user makes, unless a setting says otherwise:
/// Memorize's themes in the default store, `$XDG_DATA_HOME/flipbook/themes.json`. The demo
/// does not use it: it never touches the user's files.
enum UserData {
    /// `settings` with the default store filled in for Memorize when neither `store` nor the
    /// deprecated `themes` names a file.
    static func settings(_ settings: AppSettings, for app: any FlipbookApp.Type) -> AppSettings {
        app is MemorizeApp.Type ? settings.namingDefaultThemeStore() : settings
    }
}
