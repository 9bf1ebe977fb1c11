"""`--tp` across machines (Chapter 31): two torchrun launches, one per node, meeting at a
c10d rendezvous (`torchrun --nnodes 2 --node-rank R --rdzv-endpoint HOST:PORT`, the README's
command), each node with its own copy of the file. Here both nodes are this host on
loopback, with TP_SHM=0 so the ranks talk over gloo's TCP as they would between machines,
and each reads its own copy at its own path: rank 0 prints what one process prints; a copy
that differs is refused on both nodes before a weight is read."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

from conftest import real_model_path
from server_process import free_port

ROOT = Path(__file__).resolve().parents[1]
ARGS = ["--threads", "1", "--max-tokens", "12", "--activations", "float", "--prompt", "The capital of France is"]


def _nodes(copies, port, timeout=240, env=None):
    """Both nodes' torchrun, started together: [(returncode, stdout, stderr)] by node rank."""
    env = dict(os.environ, OMP_NUM_THREADS="1", TP_SHM="0", **(env or {}))
    procs = [subprocess.Popen([sys.executable, "-m", "torch.distributed.run", "--nnodes", "2", "--node-rank", str(r),
                               "--nproc-per-node", "1", "--rdzv-backend", "c10d",
                               "--rdzv-endpoint", f"127.0.0.1:{port}", "--rdzv-id", f"two-nodes-{port}",
                               "--rdzv-conf", f"is_host={int(r == 0)}",      # node 0 holds the store
                               "run.py", "gguf", "-m", str(path), "--tp", "2", *ARGS],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
             for r, path in enumerate(copies)]
    try:
        outs = [p.communicate(timeout=timeout) for p in procs]
        return [(p.returncode, *out) for p, out in zip(procs, outs)]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()


def _copies(tmp_path, path):
    out = []
    for r in range(2):
        (tmp_path / f"node{r}").mkdir()
        out.append(tmp_path / f"node{r}" / path.name)
        shutil.copyfile(path, out[-1])
    return out


def test_two_nodes_each_with_its_own_copy_print_what_one_process_does(tmp_path):
    """SmolLM2 split over two single-rank nodes: rank 0's text is one process's, greedy, and
    node 1 prints nothing of its own."""
    path = real_model_path("smollm2")
    alone = subprocess.run([sys.executable, "run.py", "gguf", "-m", str(path), *ARGS], cwd=ROOT,
                           capture_output=True, text=True, timeout=240, env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert alone.returncode == 0, alone.stderr[-3000:]
    want = alone.stdout.splitlines()[1:-1]            # between the load summary and the timings
    (rc0, out0, err0), (rc1, out1, err1) = _nodes(_copies(tmp_path, path), free_port())
    assert rc0 == 0 and rc1 == 0, (err0[-3000:], err1[-3000:])
    got = out0.splitlines()
    assert got[1:-1] == want, (got, want)
    assert len(want) >= 2 and want[0].startswith("The capital of France is")
    assert out1.strip() == "", out1


def test_a_node_whose_copy_differs_is_refused_before_any_weight_is_read(tmp_path):
    """Node 1's copy is another valid file of the same size: one letter of its name changed
    in the header. Both nodes stop with the one-line reason (the rank and the file named),
    not a load or a wrong answer."""
    path = real_model_path("smollm2")
    copies = _copies(tmp_path, path)
    head = copies[1].read_bytes()[:1 << 20]
    at = head.index(b"Smollm2")
    with open(copies[1], "r+b") as f:
        f.seek(at)
        f.write(b"T")
    results = _nodes(copies, free_port())
    for rc, out, err in results:
        assert rc == 1 or rc == 2, (rc, err[-3000:])
        line = [ln for ln in err.splitlines() if "opened a different file than rank 0" in ln]
        assert len(line) == 1 and line[0].startswith("error: --tp 2: rank(s) [1]"), err[-3000:]
        assert "every rank needs the same file" in line[0]
        assert "Traceback" not in err.split(line[0])[0], err[-3000:]        # torchrun's own report follows


def test_a_node_that_stops_before_joining_is_named_by_the_other(tmp_path):
    """Node 1's copy is broken (a byte of its header's strings is no UTF-8): node 1 refuses it by
    name; node 0, left waiting at the rendezvous, stops within TP_TIMEOUT with one line saying
    that not every rank joined, not a traceback of torch.distributed."""
    path = real_model_path("smollm2")
    copies = _copies(tmp_path, path)
    with open(copies[1], "r+b") as f:
        f.seek(1 << 19)
        byte = f.read(1)
        f.seek(1 << 19)
        f.write(bytes([byte[0] ^ 0xFF]))
    (rc0, _, err0), (rc1, _, err1) = _nodes(copies, free_port(), env={"TP_TIMEOUT": "10"})
    assert rc1 != 0 and f"error: {copies[1]}: " in err1 and "UTF-8" in err1, err1[-3000:]
    line = [ln for ln in err0.splitlines() if ln.startswith("error: --tp 2: not every rank joined within 10 s")]
    assert rc0 != 0 and len(line) == 1, err0[-3000:]
    assert "Traceback" not in err0.split(line[0])[0], err0[-3000:]


def test_gloo_listens_on_loopback_when_every_rank_is_on_this_host():
    """One node: gloo is told the loopback interface (it would bind whatever address the host
    name resolves to); several nodes, or an interface the user named: left as given."""
    import socket

    from engine.parallel.shard import gloo_interface
    loopback = next(name for _, name in socket.if_nameindex() if name in ("lo", "lo0"))
    assert gloo_interface({"LOCAL_WORLD_SIZE": "2", "WORLD_SIZE": "2"}) == loopback
    assert gloo_interface({"LOCAL_WORLD_SIZE": "1", "WORLD_SIZE": "2"}) is None
    assert gloo_interface({"LOCAL_WORLD_SIZE": "2", "WORLD_SIZE": "2", "GLOO_SOCKET_IFNAME": "eth0"}) is None
