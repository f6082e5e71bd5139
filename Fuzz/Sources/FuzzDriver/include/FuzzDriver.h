// Entry points for the fuzzers: SwiftPM links each executable with `main` defined as
// `<target>_main`, so these hand over to libFuzzer's driver.
#pragma once
