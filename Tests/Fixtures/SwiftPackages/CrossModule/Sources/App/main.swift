import Greeting

print(GreetingGreeting.text())
