#!/usr/bin/env python3
"""Adds lock entries for optional native bindings of other platforms.

The registry this project installs from serves only some platforms' bindings, so npm leaves the
others out of package-lock.json, and `npm ci` then refuses the lock as out of sync ("Missing:
@swc/core-darwin-x64@ from lock file"). Each missing binding gets an entry that names its platform
(taken from the package name, e.g. "-darwin-arm64"), so npm ci skips it as it would on any other
platform. Run after any `npm install` that changes the lock:
    python3 scripts/lock-add-platform-optionals.py
"""
import re
import json
import sys

OS_PATTERN = r'-(darwin|linux|win32|android|freebsd|openbsd|netbsd|sunos|aix|openharmony)(?=-)'
CPU_PATTERN = r'-(arm64|x64|ia32|arm|ppc64|riscv64|s390x|loong64|wasm32)(?=-|$)'

LOCK = 'package-lock.json'
lock = json.load(open(LOCK))
packages = lock['packages']
added = 0
for path, entry in list(packages.items()):
    for dep, version in (entry.get('optionalDependencies') or {}).items():
        base = path + '/node_modules/' if path else 'node_modules/'
        if base + dep in packages or 'node_modules/' + dep in packages:
            continue
        name = dep.rsplit('/', 1)[-1]
        os_match = re.search(OS_PATTERN, name)
        cpu_match = re.search(CPU_PATTERN, name)
        if not cpu_match:
            sys.exit(f'cannot tell the platform of {dep}; add its lock entry by hand')
        record = {'version': version, 'optional': True, 'cpu': [cpu_match.group(1)]}
        if os_match:
            record['os'] = [os_match.group(1)]
        if re.search(r'-(gnu|gnueabihf)$', name):
            record['libc'] = ['glibc']
        elif re.search(r'-musl(eabihf)?$', name):
            record['libc'] = ['musl']
        info = {'version': version}
        if entry.get('peer'):
            record['peer'] = True
        packages['node_modules/' + dep] = record
        added += 1
        print('added', dep, info['version'], file=sys.stderr)
lock['packages'] = dict(sorted(packages.items(), key=lambda kv: kv[0]))
json.dump(lock, open(LOCK, 'w'), indent=2)
open(LOCK, 'a').write('\n')
print(f'{added} entries added', file=sys.stderr)
