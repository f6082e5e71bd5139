import Glibc
import HelperProcess

if let helper = HelperProgram(invokedAs: CommandLine.arguments.first ?? "") {
  exit(HelperDispatch.run(helper))
}
exit(CommandLineApp.run(arguments: Array(CommandLine.arguments.dropFirst())))
