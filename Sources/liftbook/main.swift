import LiftbookCLI

LiftbookCommand.runMain()
