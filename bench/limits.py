#!/usr/bin/env python3
"""Floods one rate-limited door of a running shop and shows that others are still served.

A flood of N requests (C at a time) comes from one client address; meanwhile another client (its
own address, its own session and CSRF token, as a browser has them) tracks an order on the same
door (a few times, within its own count) and reads the home page's data every 100 ms. Prints the
flood's answers by status, the share of 429s and their Retry-After, and the other client's
answers and latencies. The shop must run with proxy_hops >= 1, so that the addresses
written in X-Forwarded-For here are believed (bench/limits.sh starts one so).

    bench/limits.py http://127.0.0.1:18480 [--requests 2000] [--concurrency 32] [--door track]
"""
import argparse
import collections
import http.client
import http.cookiejar
import json
import re
import statistics
import threading
import time
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

DOORS = {
    "track": ("/srv/service/order/track", {"order_no": "5550001234", "contact": "x@example.com"}),
    "login": ("/api/v1/authentication/login", {"type": "email", "username": "kimse@example.com", "password": "yanlis"}),
    "forgot": ("/api/v1/authentication/forgot-password", {"email": "kimse@example.com"}),
    "register": ("/api/v1/authentication/register", {}),
    "contact": ("/api/v1/public/send-message/department", {}),
}


def post(base, path, form, headers, method="POST"):
    url = urllib.parse.urlsplit(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    started = time.perf_counter()
    try:
        body = urllib.parse.urlencode(form) if method == "POST" else None
        conn.request(method, path, body, {
            "Content-Type": "application/x-www-form-urlencoded",
            "Origin": base,
            **headers,
        })
        response = conn.getresponse()
        response.read()
        return response.status, response.getheader("Retry-After"), time.perf_counter() - started
    except OSError as e:
        return f"error: {e.__class__.__name__}", None, time.perf_counter() - started
    finally:
        conn.close()


def browser(base, address):
    """A session cookie and the page's CSRF token, as the home page gives them."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    request = urllib.request.Request(base + "/", headers={"X-Forwarded-For": address})
    html = opener.open(request, timeout=30).read().decode()
    token = re.search(r'"CART_CSRF_TOKEN"\s*:\s*"([^"]+)"', html).group(1)
    cookie = "; ".join(f"{c.name}={c.value}" for c in jar)
    return {"Cookie": cookie, "X-CSRF-Token": token, "X-Forwarded-For": address}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("--door", default="track", choices=sorted(DOORS))
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=32)
    args = parser.parse_args()
    base = args.base.rstrip("/")
    path, form = DOORS[args.door]

    flooder = browser(base, "203.0.113.66")
    other = browser(base, "198.51.100.7")
    other_answers = []
    done = threading.Event()

    def other_client():
        n = 0
        while not done.is_set():
            if n % 20 == 0 and n < 100:
                # Another number each time: no misses pile up on one.
                form = {"order_no": f"444000{n:04d}", "contact": "y@example.com"}
                other_answers.append(post(base, "/srv/service/order/track", form, other))
            else:
                other_answers.append(post(base, "/api/storefront/page?path=/", {}, other, method="GET"))
            n += 1
            time.sleep(0.1)

    watcher = threading.Thread(target=other_client)
    watcher.start()
    started = time.perf_counter()
    with ThreadPoolExecutor(args.concurrency) as pool:
        flood = list(pool.map(lambda _: post(base, path, form, flooder), range(args.requests)))
    elapsed = time.perf_counter() - started
    done.set()
    watcher.join()

    statuses = collections.Counter(status for status, _, _ in flood)
    waits = sorted({int(w) for status, w, _ in flood if status == 429 and w})
    limited = statuses.get(429, 0)
    print(f"door {args.door} ({path}): {args.requests} requests, {args.concurrency} at a time, {elapsed:.1f} s "
          f"({args.requests / elapsed:.0f} requests/s)")
    print("flood answers: " + ", ".join(f"{s}: {n}" for s, n in sorted(statuses.items(), key=str)))
    print(f"429 share: {100 * limited / args.requests:.1f} %, Retry-After {waits[0] if waits else '-'}..{waits[-1] if waits else '-'} s")
    server_errors = sum(n for s, n in statuses.items() if not isinstance(s, int) or s >= 500)
    print(f"5xx or failed connections in the flood: {server_errors}")
    other_statuses = collections.Counter(status for status, _, _ in other_answers)
    # The tracks are the 404s (no such order): answered, not limited.
    latencies = [t * 1000 for _, _, t in other_answers]
    print(f"other client during the flood: {len(other_answers)} requests, "
          + ", ".join(f"{s}: {n}" for s, n in sorted(other_statuses.items(), key=str))
          + f"; latency median {statistics.median(latencies):.1f} ms, max {max(latencies):.1f} ms")
    print(json.dumps({"flood": {str(k): v for k, v in statuses.items()}, "other": {str(k): v for k, v in other_statuses.items()}}))


if __name__ == "__main__":
    main()
