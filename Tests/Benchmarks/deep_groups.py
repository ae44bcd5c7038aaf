#!/usr/bin/env python3
"""A hostile input for Tests/Benchmarks/bounded_work.sh (issue 50): a project folder DIR with App.xcodeproj whose App
group holds a chain of N nested groups (g0 holds g1, ..., each `path = gN`), and a viper-gen.json with a one-file set.

    python3 deep_groups.py DIR N
"""
import os, sys
root, n = sys.argv[1], int(sys.argv[2])
os.makedirs(f"{root}/App.xcodeproj", exist_ok=True)
def oid(k): return f"{k:024X}"
objs = []
groups = [oid(0x100000 + i) for i in range(n)]
for i, g in enumerate(groups):
    children = f"{groups[i+1]} /* g{i+1} */," if i + 1 < n else ""
    objs.append(f"\t\t{g} /* g{i} */ = {{isa = PBXGroup; children = ({children}); path = g{i}; sourceTree = \"<group>\"; }};")
app = oid(1); main = oid(2); proj = oid(3); target = oid(4); phase = oid(5); cl = oid(6); cfg = oid(7)
objs.append(f"\t\t{app} /* App */ = {{isa = PBXGroup; children = ({groups[0]} /* g0 */,); path = App; sourceTree = \"<group>\"; }};")
objs.append(f"\t\t{main} = {{isa = PBXGroup; children = ({app} /* App */,); sourceTree = \"<group>\"; }};")
objs.append(f"\t\t{phase} /* Sources */ = {{isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (); runOnlyForDeploymentPostprocessing = 0; }};")
objs.append(f"\t\t{cfg} /* Debug */ = {{isa = XCBuildConfiguration; buildSettings = {{}}; name = Debug; }};")
objs.append(f"\t\t{cl} = {{isa = XCConfigurationList; buildConfigurations = ({cfg} /* Debug */,); defaultConfigurationIsVisible = 0; defaultConfigurationName = Debug; }};")
objs.append(f"\t\t{target} /* App */ = {{isa = PBXNativeTarget; buildConfigurationList = {cl}; buildPhases = ({phase} /* Sources */,); buildRules = (); dependencies = (); name = App; productName = App; productType = \"com.apple.product-type.application\"; }};")
objs.append(f"\t\t{proj} /* Project object */ = {{isa = PBXProject; buildConfigurationList = {cl}; mainGroup = {main}; projectDirPath = \"\"; projectRoot = \"\"; targets = ({target} /* App */,); }};")
text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n" + "\n".join(objs) + f"\n\t}};\n\trootObject = {proj} /* Project object */;\n}}\n"
open(f"{root}/App.xcodeproj/project.pbxproj", "w").write(text)
open(f"{root}/viper-gen.json", "w").write('{ "template": "mini", "templateDirectories": ["sets"], "output": "App/Modules", "xcodeproj": "App.xcodeproj", "xcodeTargets": ["App"] }\n')
os.makedirs(f"{root}/sets/mini", exist_ok=True)
open(f"{root}/sets/mini/template.json", "w").write('{ "name": "mini", "files": [ { "source": "P.swift.liquid", "output": "{{ module.name }}/{{ module.name }}Presenter.swift" } ] }\n')
open(f"{root}/sets/mini/P.swift.liquid", "w").write("final class {{ module.name }}Presenter {}\n")
