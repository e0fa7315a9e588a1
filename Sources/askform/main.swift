import AskCore
print("askform")
