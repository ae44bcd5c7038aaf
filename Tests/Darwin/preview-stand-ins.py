#!/usr/bin/env python3
"""Usage: preview-stand-ins.py FOLDER FILE...

Prints FILE..., one a line, with each file that declares a `#Preview` replaced by a copy in FOLDER where every
`#Preview` at the start of a line is `@MainActor private let previewN = PreviewStandIn`; when any file was replaced,
also prints PreviewStandIn.swift (next to this script), which declares the stand-in. PreviewStandIn.swift says why.
"""

import os
import re
import sys


def main():
    folder, files = sys.argv[1], sys.argv[2:]
    replaced = False
    for index, path in enumerate(files):
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        if not re.search(r"(?m)^#Preview", source):
            print(path)
            continue
        count = 0

        def stand_in(_match):
            nonlocal count
            count += 1
            return f"@MainActor private let preview{count} = PreviewStandIn"

        copy = os.path.join(folder, str(index), os.path.basename(path))
        os.makedirs(os.path.dirname(copy), exist_ok=True)
        with open(copy, "w", encoding="utf-8") as handle:
            handle.write(re.sub(r"(?m)^#Preview", stand_in, source))
        print(copy)
        replaced = True
    if replaced:
        print(os.path.join(os.path.dirname(os.path.abspath(__file__)), "PreviewStandIn.swift"))


if __name__ == "__main__":
    main()
