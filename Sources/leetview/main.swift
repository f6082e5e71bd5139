import Foundation

exit(CommandLineApp.run(arguments: Array(CommandLine.arguments.dropFirst())))
