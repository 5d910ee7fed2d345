// The benchmarks behind `make bench`; `flipbook-benchmarks --help` lists them.
BenchmarkCommand.runMain()
