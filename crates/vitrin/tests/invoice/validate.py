"""Validates the shop's e-Archive invoices (e-Arşiv fatura) before they leave the shop.

Usage: validate.py FILE.xml [FILE2.xml ...]

Each file is checked as an e-Archive invoice (UBL-TR 1.2, profile EARSIVFATURA) by the pinned
`efatura-kontrol` package, in three layers:

- the UBL 2.1 Invoice XSD as the Revenue Administration (GİB) ships it in its UBL-TR package;
- GİB's schematron rules, run with the e-Archive switch on, so that any other profile than
  EARSIVFATURA is refused;
- the package's arithmetic checks: line amount = quantity x price, VAT = base x rate, the VAT
  totals and the document totals, and one currency throughout.

An XSD or schematron error fails the file, and so does an arithmetic or currency warning: GİB may
let a wrong total through, the buyer will not. Notes of the lowest level are not failures; the
one every sample gets says that the invoice is not signed yet, which is expected here since the
XAdES signature is added when the invoice is issued.

Prints one line per file, then one line per failure (file:line, the layer and rule, GİB's own
message), and closes with 'N passed, N failed'. Exits 1 if any file failed, 2 on wrong usage,
0 when every file passed.

Run with the virtual environment's Python built from `requirements.txt` beside this file.
"""

from __future__ import annotations

import os
import sys
import time

# GİB's rules compare an invoice's IssueDate with today's date in the validator's time zone; the
# shop dates its invoices in Turkey's, so today is Turkey's too (otherwise an invoice issued after
# 21:00 UTC reads as dated tomorrow). Set before the XSLT processor is loaded.
os.environ["TZ"] = "Europe/Istanbul"
time.tzset()

from efatura_kontrol.kontrol import hazirla, kontrol_et  # noqa: E402

# Finding levels of the package that fail a file: "hata" (error) and "uyari" (warning).
# "bilgi" (note) does not.
FAILING_LEVELS = ("hata", "uyari")

# The package names its layers in Turkish; the report uses these names.
LAYERS = {"xml": "xml", "xsd": "xsd", "sematron": "schematron", "hesap": "arithmetic",
          "imza": "signature"}

# XSD messages spell elements with their full namespace; the usual UBL prefixes read better.
PREFIXES = {
    "{urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2}": "cac:",
    "{urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2}": "cbc:",
    "{urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2}": "ext:",
    "{urn:oasis:names:specification:ubl:schema:xsd:Invoice-2}": "",
}


def readable(message: str) -> str:
    for namespace, prefix in PREFIXES.items():
        message = message.replace(namespace, prefix)
    return message


def check(path: str) -> bool:
    """Checks one file, prints its result and returns whether it passed."""
    started = time.perf_counter()
    # The e-Archive type is forced, not guessed from the document's ProfileID, so that an
    # invoice written with another profile fails instead of being checked as an e-Invoice.
    report = kontrol_et(path, tur="earsiv")
    elapsed_ms = (time.perf_counter() - started) * 1000
    failures = [f for f in report.bulgular if f.seviye in FAILING_LEVELS]
    verdict = "FAIL" if failures else "ok"
    print(f"{verdict:4} {path} ({report.profil or '?'} / {report.tip or '?'}, {elapsed_ms:.0f} ms)")
    for f in failures:
        where = f"{path}:{f.satir}" if f.satir else path
        layer = LAYERS.get(f.kaynak, f.kaynak)
        print(f"     {where}: [{layer} {f.kod}] {readable(f.mesaj)}")
        # The schematron gives an element path when it has no line to point at.
        if not f.satir and f.konum:
            print(f"       at {f.konum}")
    return not failures


def main(paths: list[str]) -> int:
    if not paths or any(p.startswith("-") for p in paths):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    # Loads the schemas and compiles the schematron once, before the first file is timed.
    hazirla()
    passed = sum(check(p) for p in paths)
    failed = len(paths) - passed
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
