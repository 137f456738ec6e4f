"""Live-search paths no memo has seen: words of the catalog's own titles, their prefixes, typos of
them (a letter dropped, two letters swapped, the Turkish letters written without their marks),
and two words of one title as typed (the second whole or begun), each once, shuffled with a fixed
seed. Used by run.sh:

    python3 bench/search-terms.py http://127.0.0.1:18280 8000 > search-distinct.paths
"""
import json
import random
import sys
import urllib.parse
import urllib.request

LISTS = ["/erkek-cocuk", "/kiz-cocuk", "/bebek", "/indirimli-urunler"]
PAGES = 12
ASCII = str.maketrans("çğıöşü", "cgiosu")


def titles(base):
    for path in LISTS:
        for page in range(1, PAGES + 1):
            address = urllib.parse.quote(f"{path}?pg={page}", safe="")
            with urllib.request.urlopen(f"{base}/api/storefront/page?path={address}") as r:
                for product in json.load(r)["products"]:
                    yield product["TITLE"]


def terms(title):
    words = [w for w in title.lower().replace("i̇", "i").split() if len(w) >= 3 and w.isalpha()]
    for i, a in enumerate(words):
        for b in words[i + 1:]:
            yield f"{a} {b}"
            for n in range(3, len(b)):
                yield f"{a} {b[:n]}"
    for w in words:
        yield w
        yield w.translate(ASCII)
        for n in range(3, len(w)):
            yield w[:n]
        for i in range(1, len(w) - 1):
            yield w[:i] + w[i + 1:]
            yield w[:i] + w[i + 1] + w[i] + w[i + 2:]


def main(base, count):
    seen = dict.fromkeys(t for title in titles(base) for t in terms(title))
    found = list(seen)
    random.Random(7).shuffle(found)
    if len(found) < count:
        sys.exit(f"search-terms: only {len(found)} distinct terms in the catalog's titles")
    for term in found[:count]:
        print("/srv/service/product/search/" + urllib.parse.quote(term, safe=""))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
