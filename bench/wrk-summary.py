"""One line from wrk's --latency output: "requests/s p50_ms p99_ms errors" (non-2xx/3xx answers
and socket errors counted together). Used by run.sh and cart-writes.sh."""
import re
import sys


def ms(text, label):
    m = re.search(r"^\s*" + label + r"\s+([\d.]+)(us|ms|s)\s*$", text, re.M)
    value, unit = float(m.group(1)), m.group(2)
    return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value


def main(path):
    text = open(path).read()
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
    m = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    errors = int(m.group(1)) if m else 0
    m = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    if m:
        errors += sum(int(g) for g in m.groups())
    print(f"{rps:.0f} {ms(text, '50%'):.2f} {ms(text, '99%'):.2f} {errors}")


if __name__ == "__main__":
    main(sys.argv[1])
