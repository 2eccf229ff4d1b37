"""Mutate real records at random and push each through both doors of
``check_record`` ("play": resume, save, file; "view": every hand's timeline);
anything but a one-line ``RecordError`` is counted and shown (issue 17).

    python benchmarks/fuzz_records.py 1500
"""
import json, os, random, sys, tempfile, traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
tmp = tempfile.mkdtemp()
os.environ["XDG_DATA_HOME"] = tmp + "/data"
from app.engine import Match, find_variant, RecordError
from app.records import Record, Autosaver, check_record
rng = random.Random(1)
def base(v):
    m = Match(find_variant(v), seed=rng.randrange(100))
    for _ in range(rng.randrange(1, 60)):
        if m.current.is_over: break
        m.current.apply(rng.choice(m.current.legal_actions()))
    return Record.from_match(m, ["human"] + ["simple"] * (len(m.totals) - 1)).to_dict()
WEIRD = [None, True, 0, -1, 10**20, 1.5, "", "\ud800", "\x00", "x"*300, [], {}, [1], {"a": []}, "../x"]
def mutate(d, depth=0):
    if isinstance(d, dict) and d:
        k = rng.choice(list(d))
        if rng.random() < 0.5 or depth > 4: d[k] = rng.choice(WEIRD)
        else: mutate(d[k], depth + 1)
    elif isinstance(d, list) and d:
        i = rng.randrange(len(d))
        if rng.random() < 0.5 or depth > 4: d[i] = rng.choice(WEIRD)
        else: mutate(d[i], depth + 1)
bad = 0
for n in range(int(sys.argv[1]) if len(sys.argv) > 1 else 300):
    d = base(rng.choice(["haimen", "lvsi", "waihuzi", "yiyang", "qidong"]))
    for _ in range(rng.randrange(1, 3)): mutate(d)
    p = os.path.join(tmp, "f.json")
    open(p, "w").write(json.dumps(d, ensure_ascii=True))
    for purpose in ("play", "view"):
        try:
            r = check_record(p, purpose)
            if purpose == "play":
                s = Autosaver(); m = s.resume(r); s.save(m); s.finish()
            else:
                for k in range(len(r.hands)):
                    tl = r.timeline(k); tl.state_at(tl.steps // 2)
        except RecordError as e:
            assert "\n" not in e.reason
        except Exception:
            bad += 1
            if bad < 6:
                print("CASE", purpose, json.dumps(d, ensure_ascii=True)[:300]); traceback.print_exc(limit=3)
print(f"{n + 1} mutated records, {bad} failed otherwise than with a one-line RecordError")
