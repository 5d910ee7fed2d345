import Foundation

/// The machine a benchmark run measured and how busy it was, printed before and after the
/// figures: wall-clock figures on a shared machine mean little without the load beside them.
enum MachineReport {
    /// `machine: <processor>, <N> cores, <memory> GB; load average <1 min> (<date, UTC>)`.
    static func line() -> String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        return String(format: "machine: %@, %d cores, %.0f GB; load average %@ (%@)", processor(), cores, memory,
                      loadAverage(), date())
    }

    /// The one-minute load average, from /proc/loadavg ("?" where there is none).
    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.map(String.init) ?? "?"
    }

    private static func processor() -> String {
        let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown processor"
    }

    private static func date() -> String {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: Date())
    }
}
