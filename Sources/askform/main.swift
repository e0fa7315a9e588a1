#if canImport(Glibc)
import Glibc
#endif

// A reader that goes away (`| head -c1`) must not kill askform mid-write: writes then fail
// with EPIPE, and the answers are kept in the state directory (exit 73).
signal(SIGPIPE, SIG_IGN)
exit(CommandRunner.run(Array(CommandLine.arguments.dropFirst())).rawValue)
