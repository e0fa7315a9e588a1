#!/usr/bin/env bash
# Writes again what copier and cookiecutter themselves answer for the conversion fixtures
# (Tests/Fixtures/convert), which ConvertCommandTests compares askform's answers with:
#   copier/copier-answers-defaults.yml   copier copy --defaults
#   copier/copier-answers-piped.yml      copier copy --defaults --data … (the answers the test pipes)
#   copier-multiline/copier-answers-defaults.yml
#   cookiecutter/cookiecutter-context-defaults.json   cookiecutter --no-input, {{ cookiecutter | jsonify }}
#
#   Scripts/peer-answers.sh [VENV]     (a virtualenv with copier and cookiecutter; default /tmp/peers,
#                                       made with: python3 -m venv /tmp/peers && /tmp/peers/bin/pip install copier cookiecutter)
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${1:-/tmp/peers}"
fixtures="$PWD/Tests/Fixtures/convert"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# copier writes its answers file from a template file named after it.
copier_template() {
    local source="$1" template="$2"
    mkdir -p "$template/template"
    { echo "_subdirectory: template"; grep -v '^_subdirectory:' "$source"; } > "$template/copier.yml"
    printf '%s\n' '# Changes here will be overwritten by Copier' '{{ _copier_answers|to_nice_yaml -}}' \
        > "$template/template/{{_copier_conf.answers_file}}.jinja"
    git -C "$template" init -q
}

copier_template "$fixtures/copier/copier.yml" "$work/copier"
"$venv/bin/copier" copy --quiet --defaults --trust "$work/copier" "$work/copier-defaults"
cp "$work/copier-defaults/.copier-answers.yml" "$fixtures/copier/copier-answers-defaults.yml"
"$venv/bin/copier" copy --quiet --defaults --trust --data project_name="Tokyo Tea" --data author=Bo --data use_docker=false \
    --data workers=1 --data license=gpl-3.0 --data 'features=["lint"]' --data api_token=s3cret "$work/copier" "$work/copier-piped"
cp "$work/copier-piped/.copier-answers.yml" "$fixtures/copier/copier-answers-piped.yml"

copier_template "$fixtures/copier-multiline/copier.yml" "$work/multiline"
"$venv/bin/copier" copy --quiet --defaults --trust "$work/multiline" "$work/multiline-defaults"
cp "$work/multiline-defaults/.copier-answers.yml" "$fixtures/copier-multiline/copier-answers-defaults.yml"

mkdir -p "$work/cookiecutter/{{cookiecutter.project_slug}}"
cp "$fixtures/cookiecutter/cookiecutter.json" "$work/cookiecutter/"
printf '%s' '{{ cookiecutter | jsonify }}' > "$work/cookiecutter/{{cookiecutter.project_slug}}/context.json"
"$venv/bin/cookiecutter" --no-input -o "$work/cookiecutter-out" "$work/cookiecutter" >/dev/null
cp "$work"/cookiecutter-out/*/context.json "$fixtures/cookiecutter/cookiecutter-context-defaults.json"
echo "written: copier $("$venv/bin/copier" --version 2>/dev/null | tail -n 1), cookiecutter $("$venv/bin/cookiecutter" --version | cut -d' ' -f2)" >&2
