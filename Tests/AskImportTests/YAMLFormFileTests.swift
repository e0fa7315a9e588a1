import AskCore
import AskImport
import Testing

/// Whole files written for other tools, read into the tree the loader and converters will walk:
/// the values (as JSON) and where every key and value was written.
@Suite struct YAMLFormFileTests {
    /// copier's questions: a folded validator, a mapping of choices with a `null` value, a
    /// YAML 1.1 `no` kept as text, `3.10` kept as written, and a merge key.
    @Test func copierQuestions() throws {
        let tree = try YAMLReader.parse(try yamlFixture("copier.yml"))
        let json = JSONValue(tree).serialized()
        #expect(json == #"""
        {
          "_min_copier_version": "9.0",
          "_subdirectory": "template",
          "_exclude": [
            "*.pyc",
            ".git"
          ],
          "project_name": {
            "type": "str",
            "help": "What is your project called?",
            "default": "Mon projet — 東京"
          },
          "module_name": {
            "type": "str",
            "help": "Python module name",
            "default": "{{ project_name | lower | replace(' ', '_') }}",
            "validator": "{% if not (module_name | regex_search('^[a-z_][a-z0-9_]*$')) %} Must be a valid Python identifier {% endif %}"
          },
          "python_version": {
            "type": "float",
            "help": "Minimum Python version",
            "choices": [
              3.10,
              3.11,
              3.12
            ],
            "default": 3.12
          },
          "use_docker": {
            "type": "bool",
            "help": "Ship a Dockerfile?",
            "default": "no"
          },
          "license": {
            "type": "str",
            "help": "License",
            "choices": {
              "MIT": "mit",
              "Apache 2.0": "apache-2.0",
              "None": null
            },
            "default": "mit"
          },
          "workers": {
            "type": "int",
            "help": "Worker processes",
            "default": 4
          },
          "threads": {
            "type": "int",
            "default": 4,
            "help": "Threads per worker",
            "when": "{{ workers > 1 }}"
          }
        }
        """#)
        let written = positions(tree)
        #expect(written == [
            "/ 2:1",
            "/_min_copier_version 2:22 (key 2:1)",
            "/_subdirectory 3:16 (key 3:1)",
            "/_exclude 5:3 (key 4:1)",
            "/_exclude/0 5:5",
            "/_exclude/1 6:5",
            "/project_name 9:3 (key 8:1)",
            "/project_name/type 9:9 (key 9:3)",
            "/project_name/help 10:9 (key 10:3)",
            "/project_name/default 11:12 (key 11:3)",
            "/module_name 14:3 (key 13:1)",
            "/module_name/type 14:9 (key 14:3)",
            "/module_name/help 15:9 (key 15:3)",
            "/module_name/default 16:12 (key 16:3)",
            "/module_name/validator 17:14 (key 17:3)",
            "/python_version 23:3 (key 22:1)",
            "/python_version/type 23:9 (key 23:3)",
            "/python_version/help 24:9 (key 24:3)",
            "/python_version/choices 26:5 (key 25:3)",
            "/python_version/choices/0 26:7",
            "/python_version/choices/1 27:7",
            "/python_version/choices/2 28:7",
            "/python_version/default 29:12 (key 29:3)",
            "/use_docker 32:3 (key 31:1)",
            "/use_docker/type 32:9 (key 32:3)",
            "/use_docker/help 33:9 (key 33:3)",
            "/use_docker/default 34:12 (key 34:3)",
            "/license 37:3 (key 36:1)",
            "/license/type 37:9 (key 37:3)",
            "/license/help 38:9 (key 38:3)",
            "/license/choices 40:5 (key 39:3)",
            "/license/choices/MIT 40:10 (key 40:5)",
            "/license/choices/Apache 2.0 41:17 (key 41:5)",
            "/license/choices/None 42:11 (key 42:5)",
            "/license/default 43:12 (key 43:3)",
            "/workers 45:10 (key 45:1)",
            "/workers/type 46:9 (key 46:3)",
            "/workers/help 47:9 (key 47:3)",
            "/workers/default 48:12 (key 48:3)",
            "/threads 51:3 (key 50:1)",
            "/threads/type 46:9 (key 46:3)",
            "/threads/default 48:12 (key 48:3)",
            "/threads/help 52:9 (key 52:3)",
            "/threads/when 53:9 (key 53:3)",
        ])
    }

    /// A GitHub issue form: an emoji in the name, flow and block sequences, a literal block.
    @Test func gitHubIssueForm() throws {
        let tree = try YAMLReader.parse(try yamlFixture("bug_report.yml"))
        let json = JSONValue(tree).serialized()
        #expect(json == #"""
        {
          "name": "🐞 Bug report",
          "description": "File a bug report.",
          "title": "[Bug]: ",
          "labels": [
            "bug",
            "triage"
          ],
          "assignees": [
            "octocat"
          ],
          "body": [
            {
              "type": "markdown",
              "attributes": {
                "value": "Thanks for taking the time to fill out this bug report!\nPlease search the existing issues first.\n"
              }
            },
            {
              "type": "input",
              "id": "contact",
              "attributes": {
                "label": "Contact details",
                "placeholder": "ex. email@example.com"
              },
              "validations": {
                "required": false
              }
            },
            {
              "type": "textarea",
              "id": "what-happened",
              "attributes": {
                "label": "What happened?",
                "description": "Also tell us, what did you expect to happen?",
                "render": "shell"
              },
              "validations": {
                "required": true
              }
            },
            {
              "type": "dropdown",
              "id": "version",
              "attributes": {
                "label": "Version",
                "multiple": false,
                "options": [
                  "1.0.2 (Default)",
                  "1.0.3 (Edge)"
                ],
                "default": 0
              }
            },
            {
              "type": "checkboxes",
              "id": "terms",
              "attributes": {
                "label": "Code of Conduct",
                "options": [
                  {
                    "label": "I agree to follow this project's Code of Conduct",
                    "required": true
                  }
                ]
              }
            }
          ]
        }
        """#)
        let written = positions(tree)
        #expect(written == [
            "/ 1:1",
            "/name 1:7 (key 1:1)",
            "/description 2:14 (key 2:1)",
            "/title 3:8 (key 3:1)",
            "/labels 4:9 (key 4:1)",
            "/labels/0 4:10",
            "/labels/1 4:17",
            "/assignees 6:3 (key 5:1)",
            "/assignees/0 6:5",
            "/body 8:3 (key 7:1)",
            "/body/0 8:5",
            "/body/0/type 8:11 (key 8:5)",
            "/body/0/attributes 10:7 (key 9:5)",
            "/body/0/attributes/value 10:14 (key 10:7)",
            "/body/1 13:5",
            "/body/1/type 13:11 (key 13:5)",
            "/body/1/id 14:9 (key 14:5)",
            "/body/1/attributes 16:7 (key 15:5)",
            "/body/1/attributes/label 16:14 (key 16:7)",
            "/body/1/attributes/placeholder 17:20 (key 17:7)",
            "/body/1/validations 19:7 (key 18:5)",
            "/body/1/validations/required 19:17 (key 19:7)",
            "/body/2 20:5",
            "/body/2/type 20:11 (key 20:5)",
            "/body/2/id 21:9 (key 21:5)",
            "/body/2/attributes 23:7 (key 22:5)",
            "/body/2/attributes/label 23:14 (key 23:7)",
            "/body/2/attributes/description 24:20 (key 24:7)",
            "/body/2/attributes/render 25:15 (key 25:7)",
            "/body/2/validations 27:7 (key 26:5)",
            "/body/2/validations/required 27:17 (key 27:7)",
            "/body/3 28:5",
            "/body/3/type 28:11 (key 28:5)",
            "/body/3/id 29:9 (key 29:5)",
            "/body/3/attributes 31:7 (key 30:5)",
            "/body/3/attributes/label 31:14 (key 31:7)",
            "/body/3/attributes/multiple 32:17 (key 32:7)",
            "/body/3/attributes/options 34:9 (key 33:7)",
            "/body/3/attributes/options/0 34:11",
            "/body/3/attributes/options/1 35:11",
            "/body/3/attributes/default 36:16 (key 36:7)",
            "/body/4 37:5",
            "/body/4/type 37:11 (key 37:5)",
            "/body/4/id 38:9 (key 38:5)",
            "/body/4/attributes 40:7 (key 39:5)",
            "/body/4/attributes/label 40:14 (key 40:7)",
            "/body/4/attributes/options 42:9 (key 41:7)",
            "/body/4/attributes/options/0 42:11",
            "/body/4/attributes/options/0/label 42:18 (key 42:11)",
            "/body/4/attributes/options/0/required 43:21 (key 43:11)",
        ])
    }
}
