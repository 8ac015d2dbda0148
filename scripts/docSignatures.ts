import { parseAst } from 'vite'

/**
 * The hand-written signatures of a docs page, checked against the API
 * reports (`packages/<name>/api/*.api.md`, `npm run api`). A signature block
 * is a `ts` fence holding only declarations without bodies (`function`s,
 * `type`s, `interface`s), one of them a name of a report. Each name it
 * declares must be in a report, and
 * each parameter, property and return member it lists must be there too,
 * none missing and none extra, at every depth the docs spell out (a type
 * the docs name is read from the docs' own block first, then the reports).
 * Names only: the docs may write a member's type more simply.
 */
export function checkDocSignatures(parameters: {
  markdown: string
  reports: readonly string[]
}): { checked: string[]; mismatches: string[] } {
  const api = new Map<string, Ast>()
  for (const report of parameters.reports)
    for (const code of fences(report))
      for (const [name, node] of declarations(code, true) ?? [])
        if (!api.has(name)) api.set(name, node)
  const checked: string[] = []
  const mismatches: string[] = []
  for (const code of fences(parameters.markdown)) {
    const own = declarations(code)
    // A block that declares none of Latch's names (a Vite env type) is not
    // one of its signatures.
    if (own === undefined || ![...own.keys()].some((name) => api.has(name)))
      continue
    const scope = new Map([...api, ...own])
    for (const [name, node] of own) {
      const declared = api.get(name)
      checked.push(name)
      if (declared === undefined) {
        mismatches.push(`${name}: in no API report`)
        continue
      }
      compare(
        shape(node, scope, new Set([name]), 0),
        shape(declared, api, new Set([name]), 0),
        name,
        mismatches,
      )
    }
  }
  return { checked, mismatches }
}

type Shape =
  | { kind: 'leaf' }
  | { kind: 'object'; members: Map<string, Shape>; bases: Shape[] }
  | {
      kind: 'function'
      parameters: { name: string | undefined; shape: Shape }[]
      returns: Shape
    }
  | { kind: 'generic'; name: string; args: Shape[] }
  // A type no report declares (viem's, wagmi's, an unexported helper): its
  // members cannot be checked, so it stands for any.
  | { kind: 'opaque'; name?: string }

const leaf: Shape = { kind: 'leaf' }
const opaque: Shape = { kind: 'opaque' }
const computed = new Set([
  'Pick',
  'Omit',
  'Exclude',
  'Extract',
  'ReturnType',
  'Parameters',
  'Awaited',
])
const maxDepth = 80
const unwrapped = new Set(['Readonly', 'Partial', 'Required', 'NonNullable'])

/** The `ts` fences of a Markdown text (`ts` or `typescript`). */
function fences(markdown: string): string[] {
  return [
    ...markdown.matchAll(/^ *```(?:ts|typescript)\n([\s\S]*?)^ *```$/gm),
  ].map((match) => match[1]!)
}

/** A node of oxc's TypeScript AST (ESTree's shape), read by its `type`. */
type Ast = { readonly type: string; readonly [key: string]: unknown }

function child(node: Ast, key: string): Ast | undefined {
  const value = node[key]
  return value && typeof value === 'object' && 'type' in value
    ? (value as Ast)
    : undefined
}

function children(node: Ast | undefined, key: string): Ast[] {
  const value = node?.[key]
  return Array.isArray(value) ? (value as Ast[]) : []
}

/** The type a node's `TSTypeAnnotation` (under `key`) holds. */
function annotated(
  node: Ast | undefined,
  key = 'typeAnnotation',
): Ast | undefined {
  const annotation = node && child(node, key)
  return annotation && child(annotation, 'typeAnnotation')
}

/**
 * The declarations of a block, by name; `undefined` when the block holds
 * anything else (an example, not a signature).
 */
function declarations(
  code: string,
  report = false,
): Map<string, Ast> | undefined {
  let program: Ast
  try {
    // A report's `const x: T;` is a declaration: `declare` makes it parse.
    const declared = code.replace(/^(const|let|var) /gm, 'declare $1 ')
    program = parseAst(declared, { lang: 'ts' }) as unknown as Ast
  } catch {
    return undefined
  }
  const found = new Map<string, Ast>()
  for (const statement of children(program, 'body')) {
    const name = child(statement, 'id')?.name as string | undefined
    if (statement.type === 'TSDeclareFunction' && name) {
      if (!found.has(name)) found.set(name, statement)
    } else if (
      [
        'TSTypeAliasDeclaration',
        'TSInterfaceDeclaration',
        'ClassDeclaration',
      ].includes(statement.type) &&
      name
    )
      found.set(name, statement)
    else if (statement.type === 'VariableDeclaration') {
      for (const declaration of children(statement, 'declarations')) {
        const id = child(declaration, 'id')
        if (child(declaration, 'init') && !report) return undefined
        if (id?.type === 'Identifier') found.set(id.name as string, id)
      }
    } else if (statement.type !== 'TSModuleDeclaration') return undefined
    // (a namespace: a component's parts, `ConnectButton.Custom`)
  }
  return found.size > 0 ? found : undefined
}

function shape(
  node: Ast | undefined,
  scope: Map<string, Ast>,
  seen: Set<string>,
  depth: number,
): Shape {
  if (node === undefined || depth > maxDepth) return leaf
  const next = (inner: Ast | undefined) => shape(inner, scope, seen, depth + 1)
  const fn = (): Shape => ({
    kind: 'function',
    parameters: children(node, 'params').map((parameter) => ({
      name:
        parameter.type === 'Identifier'
          ? (parameter.name as string)
          : undefined,
      shape: next(annotated(parameter)),
    })),
    returns: next(annotated(child(node, 'returnType') && node, 'returnType')),
  })
  switch (node.type) {
    case 'TSDeclareFunction':
    case 'TSFunctionType':
    case 'TSMethodSignature':
      return fn()
    case 'TSTypeAliasDeclaration':
    case 'TSParenthesizedType':
    case 'TSTypeOperator':
      return next(child(node, 'typeAnnotation'))
    case 'Identifier':
      return next(annotated(node))
    case 'TSArrayType':
      return next(child(node, 'elementType'))
    case 'TSInterfaceDeclaration':
      return members(children(child(node, 'body'), 'body'), next)
    case 'TSTypeLiteral':
      return members(children(node, 'members'), next)
    case 'TSIntersectionType':
      return merge(children(node, 'types').map(next), true)
    case 'TSUnionType':
      return merge(children(node, 'types').map(next), false)
    case 'TSTypeReference':
    case 'TSImportType': {
      const reference = child(
        node,
        node.type === 'TSTypeReference' ? 'typeName' : 'qualifier',
      )
      const name = reference ? entityName(reference) : ''
      const args = children(child(node, 'typeArguments'), 'params')
      const declared = scope.get(name)
      if (declared && !seen.has(name))
        return shape(declared, scope, new Set([...seen, name]), depth + 1)
      if (unwrapped.has(name)) return next(args[0])
      if (computed.has(name)) return opaque
      if (args.length > 0)
        return { kind: 'generic', name, args: args.map(next) }
      return { kind: 'opaque', name }
    }
    case 'TSIndexedAccessType': {
      const object = next(child(node, 'objectType'))
      const key = child(child(node, 'indexType') ?? node, 'literal')?.value
      return object.kind === 'object' && typeof key === 'string'
        ? (object.members.get(key) ?? leaf)
        : leaf
    }
    default:
      return leaf
  }
}

/** The members of a type literal or an interface, by name. */
function members(list: Ast[], next: (node: Ast | undefined) => Shape): Shape {
  const found = new Map<string, Shape>()
  for (const member of list) {
    if (member.type === 'TSIndexSignature') found.set('[key]', leaf)
    else {
      const key = child(member, 'key')
      const name = key && ((key.name ?? key.value) as string | undefined)
      if (name === undefined) continue
      found.set(
        String(name),
        member.type === 'TSMethodSignature'
          ? next(member)
          : next(annotated(member)),
      )
    }
  }
  return { kind: 'object', members: found, bases: [] }
}

/** A union's or an intersection's parts as one: their members together. */
function merge(parts: Shape[], intersection: boolean): Shape {
  const members = new Map<string, Shape>()
  const bases: Shape[] = []
  let objects = 0
  for (const part of parts) {
    if (part.kind === 'object') {
      objects++
      for (const [name, member] of part.members) {
        const known = members.get(name)
        members.set(name, known ? merge([known, member], false) : member)
      }
      bases.push(...part.bases)
    } else if (
      part.kind === 'generic' ||
      part.kind === 'function' ||
      (part.kind === 'opaque' && part.name && intersection)
    )
      bases.push(part)
  }
  if (objects === 0 && bases.length === 1) return bases[0]!
  if (objects === 0 && bases.length === 0)
    return parts.some((part) => part.kind === 'opaque') ? opaque : leaf
  return { kind: 'object', members, bases }
}

function compare(doc: Shape, api: Shape, path: string, out: string[]) {
  if (doc.kind === 'opaque' || api.kind === 'opaque') return
  if (doc.kind === 'leaf' && api.kind === 'leaf') return
  if (doc.kind !== api.kind) {
    out.push(`${path}: the docs show ${shown(doc)}, the API ${shown(api)}`)
    return
  }
  if (doc.kind === 'object' && api.kind === 'object') {
    for (const name of api.members.keys())
      if (!doc.members.has(name)) out.push(`${path}: the docs lack \`${name}\``)
    for (const [name, member] of doc.members) {
      const declared = api.members.get(name)
      if (declared === undefined)
        out.push(`${path}: the docs list \`${name}\`, the API has none`)
      else compare(member, declared, `${path}.${name}`, out)
    }
    compareBases(doc.bases, api.bases, path, out)
  } else if (doc.kind === 'function' && api.kind === 'function') {
    if (doc.parameters.length !== api.parameters.length)
      out.push(
        `${path}: the docs show ${doc.parameters.length} parameters, the API ${api.parameters.length}`,
      )
    doc.parameters.forEach((parameter, index) => {
      const declared = api.parameters[index]
      if (declared === undefined) return
      if (parameter.name && declared.name && parameter.name !== declared.name)
        out.push(
          `${path}: parameter ${index + 1} is \`${parameter.name}\` in the docs, \`${declared.name}\` in the API`,
        )
      compare(
        parameter.shape,
        declared.shape,
        `${path}(${parameter.name ?? index + 1})`,
        out,
      )
    })
    compare(doc.returns, api.returns, `${path}()`, out)
  } else if (doc.kind === 'generic' && api.kind === 'generic') {
    if (doc.name !== api.name) {
      out.push(`${path}: the docs show ${doc.name}, the API ${api.name}`)
      return
    }
    compareList(doc.args, api.args, path, out)
  }
}

/** An intersection's other parts (`UseMutationResult<…> & {…}`), by name. */
function compareBases(doc: Shape[], api: Shape[], path: string, out: string[]) {
  const named = (list: Shape[]) =>
    new Map(
      list.map((part) => [
        part.kind === 'generic' || part.kind === 'opaque'
          ? (part.name ?? '')
          : part.kind,
        part,
      ]),
    )
  const documented = named(doc)
  const declared = named(api)
  for (const name of declared.keys())
    if (!documented.has(name)) out.push(`${path}: the docs lack \`& ${name}\``)
  for (const [name, part] of documented) {
    const other = declared.get(name)
    if (other === undefined)
      out.push(`${path}: the docs show \`& ${name}\`, the API does not`)
    else compare(part, other, `${path} & ${name}`, out)
  }
}

function compareList(doc: Shape[], api: Shape[], path: string, out: string[]) {
  if (doc.length !== api.length)
    out.push(
      `${path}: the docs show ${doc.map(shown).join(', ') || 'nothing'}, the API ${api.map(shown).join(', ') || 'nothing'}`,
    )
  doc.forEach((part, index) => {
    const declared = api[index]
    if (declared) compare(part, declared, `${path}<${index + 1}>`, out)
  })
}

function shown(shape: Shape): string {
  if (shape.kind === 'object')
    return `{ ${[...shape.members.keys()].join(', ')} }`
  if (shape.kind === 'function') return 'a function'
  if (shape.kind === 'generic') return `${shape.name}<…>`
  return 'no members'
}

function entityName(name: Ast): string {
  return name.type === 'TSQualifiedName'
    ? entityName(child(name, 'right')!)
    : (name.name as string)
}
