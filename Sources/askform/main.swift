#if canImport(Glibc)
import Glibc
#endif

// A reader that goes away (`| head -c1`) must not kill askform mid-write: writes then fail
// with EPIPE, and the answers are kept in the state directory (exit 73). Likewise a file
// size limit (`ulimit -f`): writes past it fail with EFBIG instead of SIGXFSZ ending the
// process, and the same fallbacks keep the answers.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
exit(CommandRunner.run(Array(CommandLine.arguments.dropFirst())).rawValue)
