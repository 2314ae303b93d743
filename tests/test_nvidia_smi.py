"""`doctor node --from nvidia-smi.xml` reproduces driver, CUDA, every GPU and every process of
real `nvidia-smi -q -x` files (fixtures/nvidia-smi, see SOURCES.md). Expected values are read
from the XML with regular expressions, independently of the parser under test."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from doctor.errors import InputError
from doctor.sources.nvidia_smi import parse_nvidia_smi_xml

FILES = sorted((Path(__file__).parent.parent / "fixtures" / "nvidia-smi").glob("*.xml"))


def _expected(text: str) -> dict:
    driver = re.search(r"<driver_version>([^<]+)</driver_version>", text)
    cuda = re.search(r"<cuda_version>([^<]+)</cuda_version>", text)
    gpus = []
    for block in re.findall(r"<gpu id=\"[^\"]+\">(.*?)</gpu>", text, re.S):
        # the GPU's own fb_memory_usage is the last one in the block (MIG devices come first)
        fb = re.findall(r"<fb_memory_usage>\s*<total>(\d+) MiB</total>.*?<used>(\d+) MiB</used>", block, re.S)[-1]
        procs = [(int(pid), name, None if mem == "N/A" else int(mem.split()[0]))
                 for pid, name, mem in re.findall(
                     r"<pid>(\d+)</pid>.*?<process_name>([^<]*)</process_name>\s*<used_memory>([^<]+)</used_memory>",
                     block.split("<processes")[1] if "<processes" in block else "", re.S)]
        gpus.append({"uuid": re.search(r"<uuid>([^<]+)</uuid>", block).group(1),
                     "name": re.search(r"<product_name>([^<]+)</product_name>", block).group(1),
                     "total": int(fb[0]), "used": int(fb[1]), "procs": procs})
    return {"driver": driver and driver.group(1), "cuda": cuda and cuda.group(1), "gpus": gpus}


def test_there_are_real_files():
    assert len(FILES) >= 3


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_node_from_xml_reproduces_everything(doctor, path):
    want = _expected(path.read_text())
    r = doctor("node", "--from", path, "-o", "json")
    assert r.code == 0, r.stderr
    rep = r.json()
    assert rep["schema"] == "doctor.node/v1"
    assert rep["driver_version"] == want["driver"] and rep["cuda_version"] == want["cuda"]
    assert len(rep["gpus"]) == len(want["gpus"]) >= 1
    for i, (got, exp) in enumerate(zip(rep["gpus"], want["gpus"])):
        assert got["index"] == i
        assert (got["uuid"], got["name"], got["memory_total_mib"], got["memory_used_mib"]) == \
            (exp["uuid"], exp["name"], exp["total"], exp["used"])
        assert [(p["pid"], p["name"], p["used_memory_mib"]) for p in got["processes"]] == exp["procs"]


def test_hand_read_values():
    """Values read by eye from the files, as a second, independent oracle."""
    t4 = parse_nvidia_smi_xml((FILES[0].parent / "tesla-t4-515.105.01.xml").read_bytes(), "t4")
    g = t4["gpus"][0]
    assert (t4["driver_version"], t4["cuda_version"]) == ("515.105.01", "11.7")
    assert [(p["pid"], p["type"], p["used_memory_mib"]) for p in g["processes"]] == [(675, "G", 22), (5762, "C", 1005)]
    assert g["utilization"]["gpu_percent"] == 0 and g["ecc"]["enabled"] is True
    assert g["retired_pages"] == {"single_bit": 0, "double_bit": 0, "pending": False}
    a100 = parse_nvidia_smi_xml((FILES[0].parent / "a100-sxm4-80gb-mig-535.54.03.xml").read_bytes(), "a100")
    g = a100["gpus"][0]
    assert g["mig"]["current"] is True and len(g["mig"]["devices"]) == 4
    assert g["mig"]["devices"][0]["memory_total_mib"] == 19968
    assert g["utilization"]["gpu_percent"] is None          # N/A under MIG
    assert g["remapped_rows"] is None and g["processes"] == []
    old = parse_nvidia_smi_xml((FILES[0].parent / "gtx-1070-ti-v10-trimmed.xml").read_bytes(), "v10")
    assert old["driver_version"] is None and old["cuda_version"] is None
    assert old["gpus"][0]["memory_used_mib"] == 42 and old["gpus"][0]["processes"] == []


def test_loader_reads_xml_as_node_report(doctor, tmp_path):
    (tmp_path / "gpu-node-3.xml").write_bytes((FILES[0].parent / "tesla-t4-515.105.01.xml").read_bytes())
    r = doctor("node", "--from", tmp_path, "-o", "json")
    assert r.code == 0, r.stderr
    assert r.json()["node"] == "gpu-node-3"


BAD = {
    "truncated": b"<?xml version=\"1.0\" ?>\n<nvidia_smi_log>\n<driver_version>550</driver_",
    "not nvidia-smi": b"<?xml version=\"1.0\"?><project><name>x</name></project>",
    "billion laughs": b"<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;\">]>"
                      b"<nvidia_smi_log>&lol2;</nvidia_smi_log>",
    "external entity": b"<?xml version=\"1.0\"?><!DOCTYPE n [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>"
                       b"<nvidia_smi_log><driver_version>&xxe;</driver_version></nvidia_smi_log>",
    "binary": b"\x00\x01\x02\xff\xfe",
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_xml_is_one_clear_line(doctor, tmp_path, name):
    path = tmp_path / "bad.xml"
    path.write_bytes(BAD[name])
    with pytest.raises(InputError) as exc:
        parse_nvidia_smi_xml(BAD[name], str(path))
    assert str(path) in str(exc.value)
    r = doctor("node", "--from", path)
    assert r.code == 2 and str(path) in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
    r = doctor("scan", "--from", path, "-o", "json")
    assert r.code == 2 and str(path) in r.stderr


def test_nvidia_doctype_is_accepted():
    data = (b"<?xml version=\"1.0\" ?>\n<!DOCTYPE nvidia_smi_log SYSTEM \"nvsmi_device_v12.dtd\">\n"
            b"<nvidia_smi_log><driver_version>550.54.15</driver_version><cuda_version>12.4</cuda_version>"
            b"<gpu id=\"00000000:07:00.0\"><uuid>GPU-1</uuid><fb_memory_usage><total>N/A</total></fb_memory_usage>"
            b"<processes>\n</processes></gpu></nvidia_smi_log>")
    rep = parse_nvidia_smi_xml(data, "x.xml")
    assert rep["gpus"][0]["uuid"] == "GPU-1" and rep["gpus"][0]["memory_total_mib"] is None


def test_node_from_hostile_json_report(doctor, tmp_path):
    path = tmp_path / "n.json"
    path.write_text(json.dumps({"schema": "doctor.node/v1", "node": "n\x1b[31m", "gpus": [
        "x", {"index": 0, "utilization": "hot", "ecc": [], "mig": 3, "processes": ["p", {"pid": 1, "container_id": 5}]}]}))
    r = doctor("node", "--from", path)
    assert r.code == 0 and "\x1b[31m" not in r.stdout and "Traceback" not in r.stderr
    r = doctor("node", "--from", path, "-o", "json")
    assert r.code == 0 and r.json()["node"] == "n\x1b[31m"


def test_fixture_paths_import_neither_kubernetes_nor_pynvml(tmp_path):
    import subprocess
    import sys

    code = ("import sys\nfrom doctor.cli import main\n"
            "try:\n    main(['node', '--from', sys.argv[1], '-o', 'json'])\nexcept SystemExit:\n    pass\n"
            "try:\n    main(['scan', '--from', sys.argv[2], '--category', 'zombies', '-o', 'json'])\nexcept SystemExit:\n    pass\n"
            "print('LOADED', 'kubernetes' in sys.modules, 'pynvml' in sys.modules, file=sys.stderr)\n")
    proc = subprocess.run([sys.executable, "-c", code, str(FILES[0]), str(FILES[0].parent.parent / "zombie-crashed-pod")],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert "LOADED False False" in proc.stderr, proc.stderr[-500:]
