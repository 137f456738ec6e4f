"""The contract fuzz phase of `make test`.

Starts the server binary given as the first argument on a fresh data directory (SQLite, the demo
catalogue seeded, the card wallet's sandbox on), signs the demo member in the way a browser does
(the session call gives the session cookie and its CSRF token, as before the web app's first
change; one product goes into the cart so the cart's line calls have a line), and runs Schemathesis over every operation of
`/api/openapi.json` with every check and the settings in `schemathesis.toml` beside this file. The exit status is Schemathesis's: any failure fails the phase. The server's log is printed
when the run fails.

Run with the virtual environment's Python (the Makefile's `test-contract` target builds it from
`requirements.txt`).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

HERE = Path(__file__).resolve().parent
ERP_KEY = "contract-erp-key-0123456789abcdef"
DEMO_MEMBER = ("demo@example.com", "Vitrin.2026")


def start_server(binary: str, data_dir: str, log_path: Path) -> tuple[subprocess.Popen, str]:
    """The server on a port the system picks; its address is read from its JSON log."""
    # Only the settings given here: the shell may carry the API tests' or a developer's ones.
    env = {k: v for k, v in os.environ.items() if not k.startswith("VITRIN_") and k != "DATABASE_URL"}
    env.update(
        VITRIN_HOST="127.0.0.1",
        VITRIN_PORT="0",
        VITRIN_DATA_DIR=data_dir,
        VITRIN_LOG_JSON="true",
        VITRIN_WALLET__SANDBOX="true",
        VITRIN_CHECKOUT__ERP_API_KEY=ERP_KEY,
        # The fuzzer sends each operation's examples within seconds from one address: with the
        # rate limits on, a door's later examples would all meet its 429 instead of the check
        # they are made for. The limits have tests of their own (tests/api/rate_limits.rs).
        VITRIN_LIMITS__ENABLED="false",
    )
    log = log_path.open("w")
    server = subprocess.Popen([binary, "serve"], env=env, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if server.poll() is not None:
            sys.exit(f"the server stopped before serving:\n{log_path.read_text()}")
        for line in log_path.read_text().splitlines():
            try:
                fields = json.loads(line).get("fields", {})
            except ValueError:
                continue
            if fields.get("message") == "serving":
                return server, f"http://{fields['address']}"
        time.sleep(0.2)
    server.kill()
    sys.exit(f"the server did not serve within two minutes:\n{log_path.read_text()}")


def signed_in_member(base: str) -> tuple[str, str]:
    """A browser's cookies and page token with the demo member signed in and a product in their
    cart."""
    browser = requests.Session()
    home = browser.get(f"{base}/", timeout=30)
    home.raise_for_status()
    found = re.search(r'<script id="vitrin-settings" type="application/json">(.*?)</script>', home.text, re.S)
    if not found:
        sys.exit("the home page gave no page settings")
    settings = json.loads(found.group(1))
    if not settings["PRODUCT_DATA"]:
        sys.exit("the home page lists no product")
    product = settings["PRODUCT_DATA"][0]["ID"]
    began = browser.post(f"{base}/api/storefront/session", headers={"Origin": base}, timeout=30)
    if began.status_code != 200 or "vitrin_session" not in browser.cookies:
        sys.exit(f"the session call answered {began.status_code} and no session cookie: {began.text}")
    token = began.json()["csrfToken"]
    variants = browser.get(f"{base}/srv/service/variant/{product}", timeout=30).json()["VARIANTS"]
    variant = next(v["ID"] for v in variants if v["IN_STOCK"])
    headers = {"Origin": base, "X-CSRF-Token": token}
    steps = [
        ("/api/v1/authentication/login", {"username": DEMO_MEMBER[0], "password": DEMO_MEMBER[1]}, "status"),
        ("/srv/service/cart/add-to-cart", {"productId": product, "variantId[]": variant}, "cartProducts"),
    ]
    for path, form, proof in steps:
        answer = browser.post(f"{base}{path}", data=form, headers=headers, timeout=30)
        if answer.status_code != 200 or not answer.json().get(proof):
            sys.exit(f"{path} answered {answer.status_code}: {answer.text}")
    cookies = "; ".join(f"{name}={value}" for name, value in browser.cookies.items())
    return cookies, token


def main() -> int:
    if len(sys.argv) != 2:
        sys.exit("usage: run.py SERVER_BINARY")
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory(prefix="vitrin-contract-") as tmp:
        log_path = Path(tmp) / "server.log"
        server, base = start_server(binary, str(Path(tmp) / "data"), log_path)
        try:
            cookies, token = signed_in_member(base)
            # Logging out and refreshing the token end the member's sign-in: those calls get one
            # of their own, so the other calls stay signed in whatever order the run takes.
            own_cookies, own_token = signed_in_member(base)
            os.environ.update(
                CONTRACT_ORIGIN=base,
                CONTRACT_COOKIE=cookies,
                CONTRACT_TOKEN=token,
                CONTRACT_ERP_KEY=ERP_KEY,
                CONTRACT_OWN_SIGN_IN_COOKIE=own_cookies,
                CONTRACT_OWN_SIGN_IN_TOKEN=own_token,
            )
            command = [
                str(Path(sys.executable).with_name("st")),
                "--config-file",
                str(HERE / "schemathesis.toml"),
                "run",
                f"{base}/api/openapi.json",
            ]
            status = subprocess.run(command, cwd=tmp, check=False).returncode
        finally:
            server.terminate()
            server.wait(timeout=30)
        if status != 0:
            print("---- the server's log ----")
            print(log_path.read_text()[-20000:])
        return status


if __name__ == "__main__":
    sys.exit(main())
