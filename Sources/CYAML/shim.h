#ifndef ASKFORM_CYAML_SHIM_H
#define ASKFORM_CYAML_SHIM_H
// libyaml's types only: AskImport loads the library with dlopen when a YAML file is read,
// so the module map has no `link` line and nothing that imports it gains a NEEDED entry.
#include <yaml.h>
#endif
