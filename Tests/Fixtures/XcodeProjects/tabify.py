# Turns a fixture drafted with 4-space indentation into Xcode's tabs: python3 tabify.py draft project.pbxproj
import re, sys
lines = open(sys.argv[1]).read().split("\n")
out = []
for line in lines:
    n = len(re.match(r"^( *)", line).group(1))
    assert n % 4 == 0, line
    out.append("\t" * (n // 4) + line[n:])
open(sys.argv[2], "w").write("\n".join(out))
