import { XMLBuilder } from "fast-xml-parser";
import type { ProblemRecord } from "./problemRecord";

export const FORMATS = ["text", "json", "junit", "github"] as const;
export type Format = (typeof FORMATS)[number];

/** What a run checked and found: every file named (in order) and every problem. */
export interface Report {
  files: readonly string[];
  kinds: { page: number; base: number };
  problems: readonly ProblemRecord[];
}

/** The version of the JSON format (docs/qa.md, schemas/tools/validate-report.schema.json). */
const JSON_FORMAT_VERSION = 1;

const where = ({ file, pointer }: ProblemRecord) => `${file}${pointer === null ? "" : `#${pointer}`}`;

/** A line per problem: file#pointer: message (warnings say so). */
function text(report: Report): string {
  return report.problems
    .map((problem) => `${where(problem)}: ${problem.severity === "warning" ? "warning: " : ""}${problem.message}\n`)
    .join("");
}

function json(report: Report): string {
  const count = (severity: string) => report.problems.filter((problem) => problem.severity === severity).length;
  return `${JSON.stringify(
    {
      version: JSON_FORMAT_VERSION,
      files: report.files.length,
      kinds: report.kinds,
      errors: count("error"),
      warnings: count("warning"),
      problems: report.problems,
    },
    null,
    2,
  )}\n`;
}

/** JUnit XML: a test case per file, a failure per error in it (a warning is its system-out). */
function junit(report: Report): string {
  const testcases = report.files.map((file) => {
    const problems = report.problems.filter((problem) => problem.file === file);
    const errors = problems.filter((problem) => problem.severity === "error");
    const warnings = problems.filter((problem) => problem.severity === "warning");
    return {
      "@_classname": "validate",
      "@_name": file,
      failure: errors.map((problem) => ({ "@_message": problem.message, "@_type": "error", "#text": where(problem) })),
      ...(warnings.length > 0 && {
        "system-out": warnings.map((problem) => `${where(problem)}: ${problem.message}`).join("\n"),
      }),
    };
  });
  const failures = testcases.filter((testcase) => testcase.failure.length > 0).length;
  const suite = {
    "@_name": "npm run validate",
    "@_tests": testcases.length,
    "@_failures": failures,
    "@_errors": 0,
    testcase: testcases,
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    testsuites: { "@_name": "npm run validate", "@_tests": testcases.length, "@_failures": failures, testsuite: suite },
  }) as string;
}

/** GitHub's workflow command data: %, CR and LF escaped; in a property also : and ,. */
const escapeData = (value: string) => value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** GitHub Actions annotations: ::error file=…,line=…,col=…,title=…::message, one a problem. */
function github(report: Report): string {
  return report.problems
    .map((problem) => {
      const properties = [
        `file=${escapeProperty(problem.file)}`,
        ...(problem.line === null ? [] : [`line=${problem.line}`, `col=${problem.column}`]),
        `title=${escapeProperty(problem.pointer === null ? "validate" : `validate ${problem.pointer}`)}`,
      ];
      return `::${problem.severity} ${properties.join(",")}::${escapeData(problem.message)}\n`;
    })
    .join("");
}

export const FORMATTERS: Record<Format, (report: Report) => string> = { text, json, junit, github };
