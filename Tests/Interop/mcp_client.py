"""Drives `viper-gen mcp` with the official MCP Python SDK (package `mcp`), as a coding agent's host would.

Usage: python3 mcp_client.py VIPER_GEN PROJECT_FOLDER MODE

MODE is the SDK's connect mode: `auto` (its default: it probes server/discover and speaks protocol 2026-07-28,
each request carrying its envelope) or `legacy` (the initialize handshake, 2025-11-25). PROJECT_FOLDER holds AppWithTests.xcodeproj and an empty folder Other/. Prints one line per step; exits 1 with
the reason at the first step that does not go as expected. Run by MCPInteropTests (swift test).
"""

import asyncio
import os
import sys
from pathlib import Path

import jsonschema
import mcp_types as types
from mcp import Client, StdioServerParameters

BINARY, PROJECT, MODE = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
MODULE = {
    "names": ["Search"],
    "output": "App/Modules",
    "testsOutput": "AppTests",
    "author": "Jane",
    "project": "Demo",
    "xcodeproj": "AppWithTests.xcodeproj",
    "xcodeTarget": ["App"],
    "xcodeTestTarget": ["AppTests"],
}


def check(condition, what):
    if not condition:
        print(f"FAILED: {what}")
        sys.exit(1)


def text(result):
    return " | ".join(block.text for block in result.content if block.type == "text")


OUTPUT_SCHEMAS = {}
VALIDATED = {}


async def call(client, name, arguments):
    """Calls the tool and validates its structured content, success or error, against the tool's outputSchema."""
    result = await client.call_tool(name, arguments)
    schema = OUTPUT_SCHEMAS.get(name)
    if schema is not None:
        errors = [error.message for error in jsonschema.Draft202012Validator(schema).iter_errors(result.structured_content)]
        check(not errors, f"{name} {arguments}: structuredContent does not match its outputSchema: {errors}")
        outcome = "error" if result.is_error else "success"
        VALIDATED.setdefault(name, set()).add(outcome)
    return result


def server(cwd):
    environment = {"PATH": os.environ.get("PATH", ""), "SOURCE_DATE_EPOCH": "1795348800", "NO_COLOR": "1"}
    return StdioServerParameters(command=BINARY, args=["mcp"], cwd=str(cwd), env=environment)


async def main():
    # `auto` probes server/discover; without an answer it would fall back to initialize (2025-11-25).
    async with Client(server(PROJECT), mode=MODE) as client:
        discovered = client.session.discover_result is not None
        print(f"protocol {client.protocol_version}, {'server/discover' if discovered else 'initialize'}")
        tools = (await client.list_tools()).tools
        print("tools " + " ".join(tool.name for tool in tools))
        for tool in tools:
            jsonschema.Draft202012Validator.check_schema(tool.input_schema)
            if tool.output_schema is not None:
                jsonschema.Draft202012Validator.check_schema(tool.output_schema)
                check(tool.output_schema.get("type") == "object", f"{tool.name}: the outputSchema is an object")
                OUTPUT_SCHEMAS[tool.name] = tool.output_schema
        module_tool = next(tool for tool in tools if tool.name == "module")
        jsonschema.validate(dict(MODULE, dryRun=True, params={"ui": "swiftui"}), module_tool.input_schema)
        check(
            not jsonschema.Draft202012Validator(module_tool.input_schema).is_valid({"names": [], "dryRun": "yes"}),
            "the module schema refuses an empty names and a string dryRun",
        )
        print("schemas valid")

        dry = await call(client, "module", dict(MODULE, dryRun=True))
        check(not dry.is_error and dry.structured_content["dryRun"] is True, f"dry run: {text(dry)}")
        check(not (PROJECT / "App/Modules/Search").exists(), "the dry run wrote nothing")
        print(f"dry run: {len(dry.structured_content['files'])} files planned, none written")

        written = await call(client, "module", MODULE)
        check(not written.is_error, f"module: {text(written)}")
        pbxproj = (PROJECT / "AppWithTests.xcodeproj/project.pbxproj").read_text()
        check((PROJECT / "App/Modules/Search/SearchPresenter.swift").is_file(), "SearchPresenter.swift written")
        check("SearchPresenter.swift" in pbxproj, "SearchPresenter.swift in project.pbxproj")
        print("module: Search written and added to AppWithTests.xcodeproj")

        again = await call(client, "module", MODULE)
        check(again.is_error, "writing Search again is an error")
        problem = again.structured_content["error"]["problems"][0]
        print(f"error: exit {problem['exitCode']}, {len(again.structured_content['error']['problems'])} problems")

        checked = await call(client, "check", {})
        check(not checked.is_error and checked.structured_content["passed"] is True, f"check: {text(checked)}")
        print(f"check: {checked.structured_content['modules']} module, passed")

        outside = await call(client, "module", dict(MODULE, names=["Feed"], output="../Outside"))
        check(outside.is_error and "lies outside the project" in text(outside), f"outside: {text(outside)}")
        check(not (PROJECT.parent / "Outside").exists(), "nothing written outside")
        print("outside the root: refused")

        for dry_run in (True, False):
            updated = await call(client, "update", {"dryRun": dry_run})
            check(not updated.is_error, f"update: {text(updated)}")
        print("update: dry run and run")

        # Every other tool that prints --json, once, so that each document meets its outputSchema.
        listed = await call(client, "templates", {})
        check(not listed.is_error and listed.structured_content["sets"][0]["name"] == "viper", f"templates: {text(listed)}")
        shown = await call(client, "templates", {"action": "show", "name": "viper"})
        check(not shown.is_error and shown.structured_content["files"], f"templates show: {text(shown)}")
        linted = await call(client, "lint", {"name": "viper"})
        check(not linted.is_error and linted.structured_content["sets"][0]["problems"] == [], f"lint: {text(linted)}")
        modules = await call(client, "modules", {})
        check(not modules.is_error and modules.structured_content["modules"][0]["name"] == "Search", text(modules))
        outdated = await call(client, "outdated", {})
        check(not outdated.is_error and outdated.structured_content == {"modules": []}, f"outdated: {text(outdated)}")
        resolved = await call(client, "resolve", {"module": "Search", "theirs": True, "dryRun": True})
        check(not resolved.is_error and resolved.structured_content["files"] == [], f"resolve: {text(resolved)}")
        removal = await call(client, "remove", {"module": "Search", "dryRun": True})
        check(not removal.is_error and len(removal.structured_content["removed"]) == 11, f"remove: {text(removal)}")
        adopted = await call(client, "adopt", {"module": "Search", "force": True, "dryRun": True})
        check(not adopted.is_error and adopted.structured_content["same"] == 8, f"adopt: {text(adopted)}")
        generated = await call(client, "gen", {"name": "Feed", "template": "viper", "dryRun": True})
        check(not generated.is_error and generated.structured_content["dryRun"] is True, f"gen: {text(generated)}")
        unknown = await call(client, "templates", {"action": "show", "name": "nope"})
        check(unknown.is_error, f"templates show nope: {text(unknown)}")
        missing = sorted(set(OUTPUT_SCHEMAS) - {name for name, outcomes in VALIDATED.items() if "success" in outcomes})
        check(not missing, f"tools never called successfully: {missing}")
        print(f"output schemas: {len(OUTPUT_SCHEMAS)} tools, every result valid")

        # A viper-gen run in a terminal while a call runs: the run locks keep them apart, and no edit is lost.
        command_line = [BINARY, "module", "Cart", "Help", "--output", "App/Modules", "--tests-output", "AppTests"]
        command_line += ["--author", "Jane", "--project", "Demo", "--xcodeproj", "AppWithTests.xcodeproj"]
        command_line += ["--xcode-target", "App", "--xcode-test-target", "AppTests"]
        cli = await asyncio.create_subprocess_exec(
            *command_line,
            cwd=PROJECT,
            env=server(PROJECT).env,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )
        overlapped, (_, cli_errors) = await asyncio.gather(
            call(client, "module", dict(MODULE, names=["Settings", "Orders"])), cli.communicate())
        check(not overlapped.is_error, f"module during a CLI run: {text(overlapped)}")
        check(cli.returncode == 0, f"the CLI run: {cli_errors.decode()}")
        pbxproj = (PROJECT / "AppWithTests.xcodeproj/project.pbxproj").read_text()
        lockfile = (PROJECT / "viper-gen.lock").read_text()
        for name in ("Settings", "Orders", "Cart", "Help"):
            check(f"{name}Presenter.swift" in pbxproj, f"{name} in project.pbxproj")
            check(f'"{name}"' in lockfile, f"{name} in viper-gen.lock")
        print("overlap: a CLI run during a call, all 4 modules in project.pbxproj and viper-gen.lock")

        resources = (await client.list_resources()).resources
        uris = [str(resource.uri) for resource in resources]
        check("viper-gen://templates/viper/template.json" in uris, f"resources: {uris}")
        manifest = await client.read_resource("viper-gen://templates/viper/template.json")
        check('"parameters"' in manifest.contents[0].text, "template.json read")
        check("viper-gen://lockfile" in uris, "the lockfile is a resource")
        print("resources: template sets and lockfile")

    # A client that offers roots: its first root is where the tools work.
    async def roots(context):
        return types.ListRootsResult(roots=[types.Root(uri=(PROJECT / "Other").as_uri())])

    # 2026-07-28 has no requests from the server: the call is answered input_required, asking for the roots.
    async with Client(server(PROJECT), list_roots_callback=roots, mode=MODE) as client:
        made = await call(client, "module", {"names": ["Profile"], "params": {"ui": "none"}})
        check(not made.is_error, f"module in the root: {text(made)}")
        check((PROJECT / "Other/Profile/ProfilePresenter.swift").is_file(), "Profile written in the client's root")
        print("roots: Profile written in the client's first root")


asyncio.run(main())
