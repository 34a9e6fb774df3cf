"""Print the import graph between the top-level parts of src/ci_triage and every package cycle in it.

A part is a subpackage (ci_triage.logs) or a top-level module (ci_triage.trace). Every import counts,
including imports inside functions and under TYPE_CHECKING. Without a cycle, the parts are printed
in layers: a part imports only parts of lower layers. Exit status 1 when a cycle exists.

Usage: python .ci/package_cycles.py [--edges]
"""

import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "src" / "ci_triage"


def part_of(module: str) -> str | None:
    """'ci_triage.logs.first_pass' -> 'logs'; None for modules outside ci_triage."""
    names = module.split(".")
    if names[0] != "ci_triage" or len(names) < 2:
        return None
    return names[1]


def module_name(path: Path) -> str:
    names = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if names[-1] == "__init__":
        names.pop()
    return ".".join(names)


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package.pop()
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            stem = ".".join([*base, node.module] if node.module else base)
            found.add(stem)
            found.update(f"{stem}.{alias.name}" for alias in node.names)
    return found


def part_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = defaultdict(set)
    for path in sorted(ROOT.rglob("*.py")):
        source = part_of(module_name(path))
        if source is None:
            continue
        graph[source]
        for module in imported_modules(path):
            target = part_of(module)
            if target and target != source and ((ROOT / target).is_dir() or (ROOT / f"{target}.py").exists()):
                graph[source].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one part (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def layers(graph: dict[str, set[str]]) -> list[list[str]]:
    """Parts grouped by the length of their longest import chain (an acyclic graph only)."""
    depth: dict[str, int] = {}

    def measure(node: str) -> int:
        if node not in depth:
            depth[node] = 1 + max((measure(target) for target in graph.get(node, ())), default=0)
        return depth[node]

    for node in graph:
        measure(node)
    return [sorted(n for n in depth if depth[n] == level) for level in range(1, max(depth.values(), default=0) + 1)]


def main() -> int:
    graph = part_graph()
    if "--edges" in sys.argv:
        for source in sorted(graph):
            print(f"{source} -> {', '.join(sorted(graph[source])) or '-'}")
    found = cycles(graph)
    for component in found:
        pairs = [f"{a}->{b}" for a in component for b in sorted(graph[a]) if b in component]
        print(f"cycle: {' '.join(component)}  ({', '.join(pairs)})")
    if not found:
        for number, layer in enumerate(layers(graph), 1):
            print(f"layer {number}: {' '.join(layer)}")
    print(f"{len(graph)} parts, {sum(map(len, graph.values()))} edges, {len(found)} cycles")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
