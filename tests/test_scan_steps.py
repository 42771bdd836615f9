"""The methodology scan's steps, table-driven: each line states facts of one family, and every step of the scan
finds something in the table (a step added without a row here fails the coverage test)."""

from __future__ import annotations

from typing import Any

import pytest

from extractors import methodology
from extractors.content import Block
from extractors.methodology import Mention, scan_line, steps_of

BLOCK = Block("p", 0, 0)

#: A line and the (key, value) of every mention the whole scan adds for it, in the order added.
LINES: list[tuple[str, list[tuple[str, Any]]]] = [
    ('We ran vLLM v0.6.3 today', [('engine', 'vllm'), ('engine_version:vllm', 'v0.6.3')]),
    ('vLLM 0.10.1.1 (a nightly wheel)', [('engine', 'vllm'), ('engine_version:vllm', '0.10.1.1')]),
    ('ran vllm bench throughput on 0.10 today', [('engine', 'vllm'), ('engine_version:vllm', '0.10')]),
    ('vllm bench serve on 8 GPUs', [('engine', 'vllm')]),
    ('64 concurrent requests per replica (256 per node)', [('concurrency', 256)]),
    ('64並列だと出力スループットは', [('concurrency', 64)]),
    ('à 64 requêtes simultanées, puis à concurrence 8', [('concurrency', 64), ('concurrency', 8)]),
    ('동시성 64에서 출력 약 1.94k tok/s', [('concurrency', 64)]),
    ('moved to rocm/vllm:rocm7.0.0_vllm_0.10.2_20251006 today', [('engine_version:vllm', '0.10.2'), ('rocm', '7.0.0')]),
    ('Driver version: 6.12.12', [('driver', '6.12.12')]),
    ('The prompt is a ~1,900 token chunk of a README', [('input_len', 1900)]),
    ('I asked for a 500 token summary', [('output_len', 500)]),
    ('One GPU per server, no tensor parallelism unless noted', [('tp', 1)]),
    ('so EP=8 for the MoE layers, no DP and no PP', [('ep', 8), ('dp', 1), ('pp', 1)]),
    ('four data-parallel replicas of TP=2 per node', [('tp', 2), ('dp', 4)]),
    ('4 engines, TP=1 (data parallel)', [('tp', 1), ('dp', 4)]),
    ('4 x A10G, 4 x TP=1', [('accelerator', 'A10G'), ('dp', 4)]),
    ('four TP=1 replicas side by side', [('tp', 1), ('dp', 4)]),
    ('on an L40S with the same 0.20.0 wheel', [('bare_version', '0.20.0'), ('accelerator', 'L40S')]),
    ('同样并发 64，开启 EAGLE-3 后', [('concurrency', 64)]),
    ('I ran your exact command on main @ 3f9a2c1 today', [('bare_version', 'main @ 3f9a2c1')]),
    ('The easy route is ollama. I installed 0.4.7 with the script', [('engine', 'ollama'), ('engine_version:ollama', '0.4.7')]),
    ('vLLM 0.6.3 on CUDA; I installed 12.4.1 of the CUDA toolkit', [('engine', 'vllm'), ('engine_version:vllm', '0.6.3')]),
    ('image vllm/vllm-openai:v0.6.3', [('engine', 'vllm'), ('engine_version:vllm', 'v0.6.3')]),
    ('image lmsysorg/sglang:v0.4.6.post5-rocm630', [('engine', 'sglang'), ('engine_version:sglang', 'v0.4.6.post5-rocm630')]),
    ('image rocm/sgl-dev:v0.4.5-rocm630', [('engine', 'sglang'), ('engine_version:sglang', 'v0.4.5-rocm630')]),
    ('image rocm/vllm-dev:v0.8.5', [('engine', 'vllm'), ('engine_version:vllm', 'v0.8.5')]),
    ('image rocm/pytorch:v2.5.1', []),
    ('pip install sglang==0.4.3', [('engine', 'sglang'), ('engine_version:sglang', '0.4.3'), ('engine_version:sglang', '0.4.3')]),
    ('build: abc1234 (4567)', [('engine_version:llama.cpp', 'abc1234 (4567)')]),
    ('Build b4400, llama-bench -ngl 99', [('engine', 'llama.cpp'), ('engine_version:llama.cpp', 'b4400'), ('tool', 'llama-bench'),
                                         ('config:n_gpu_layers', 99)]),
    ('build bigger boxes', []),
    ('version: 4567 (abc1234f)', [('engine_version:llama.cpp', '4567 (abc1234f)')]),
    ('llama.cpp b4589 with Vulkan', [('engine', 'llama.cpp'), ('engine_version:llama.cpp', 'b4589')]),
    ('llama.cpp at build b5120', [('engine', 'llama.cpp'), ('engine_version:llama.cpp', 'b5120')]),
    ('llama.cpp on B200', [('engine', 'llama.cpp'), ('accelerator', 'B200')]),
    ('build 4710 (a0c5b8e1) of the server', [('engine_version:llama.cpp', '4710 (a0c5b8e1)')]),
    ('- v0.6.3: Throughput: 11.52 requests/s', [('bare_version', 'v0.6.3')]),
    ('v0.6.3:10 is no label', []),
    ('Issue #10234 · vllm-project/vllm', [('engine', 'vllm')]),
    ('commit abc1234f', [('engine_commit', 'abc1234f')]),
    ('VLLM_ATTENTION_BACKEND=FLASHINFER NCCL_P2P_DISABLE=1 MY_VAR=2',
     [('config:VLLM_ATTENTION_BACKEND', 'FLASHINFER'), ('config:NCCL_P2P_DISABLE', 1)]),
    ('weights in FP8, an FP8 KV cache, 1979 FP8 TFLOPS', [('variant', 'FP8')]),
    ('--kv-cache-dtype fp8 and the Q4_K_M file', [('config:kv_cache_dtype', 'fp8'), ('variant', 'Q4_K_M')]),
    ('the UD-Q4_K_XL and IQ4_KS quants', [('variant', 'UD-Q4_K_XL'), ('variant', 'IQ4_KS')]),
    ('4.65bpw, or at q4', [('variant', '4.65bpw'), ('variant', 'q4')]),
    ('a 64-bit host, Q4 earnings', []),
    ('using bench_serving', [('tool', 'bench_serving')]),
    ('8x H100 SXM', [('accelerator', 'H100 SXM')]),
    ('one A100 80GB PCIe', [('accelerator', 'A100 80GB PCIe'), ('interconnect', 'PCIe')]),
    ('my RTX 4080S, two RTX 4080s and an RTX 4060 Ti 8GB', [('accelerator', 'RTX 4080S'), ('accelerator', 'RTX 4080'),
                                                           ('accelerator', 'RTX 4060 Ti 8GB')]),
    ('2x TITAN RTX, a Trillium pod and 8x TPU v6e', [('accelerator', 'TITAN RTX'), ('accelerator', 'Trillium'),
                                                    ('accelerator', 'TPU v6e')]),
    ('titanic RTX-ready trillion-token runs', []),
    ('a DGX Spark on my desk, an AGX Orin 64GB devkit and a GB10', [('accelerator', 'DGX Spark'),
                                                                   ('accelerator', 'AGX Orin 64GB'), ('accelerator', 'GB10')]),
    ('an Apache Spark job on the orin-dev host', []),
    ('4x V100-SXM2-32GB, a Ryzen AI Max+ PRO 395', [('accelerator', 'V100-SXM2-32GB'),
                                                   ('accelerator', 'Ryzen AI Max+ PRO 395')]),
    ('prompt processing and a processor', []),
    ('ran on 4 of the 8 H200s, then 2 of our 8x H100', [('accelerator', 'H200'), ('accelerator', 'H100')]),
    ('after bumping vLLM the nightly job got slower; vLLM on the latest nightly', [('engine', 'vllm'), ('engine', 'vllm'), ('engine_version:vllm', 'latest nightly')]),
    ('tgi 3.2.3  | requests 200, and tgi alone', [('engine', 'tgi'), ('engine_version:tgi', '3.2.3')]),
    ('Total generated tokens (retokenized):    409188', []),
    ('4060 Ti 16GB here, and a 4090 here; in 2070 Tim said', [('accelerator', '4060 Ti'), ('accelerator', '4090')]),
    ('1,024-in/256-out random prompts', [('input_len', 1024), ('output_len', 256)]),
    ('your TTFT like at 32 concurrent? and 8 concurrent, 4 concurrent calls', [('concurrency', 32), ('concurrency', 8)]),
    ('dual Xeon Gold 6248, 384GB DDR4', [('host', 'dual Xeon Gold 6248')]),
    ('2x AMD EPYC 9654 and 8x H100 SXM', [('accelerator', 'H100 SXM'), ('host', '2x AMD EPYC 9654')]),
    ('Intel® Xeon® Platinum 8480+ CPU', [('host', 'Intel® Xeon® Platinum 8480+')]),
    ('an i9-13900K, a Core Ultra 9 285K and a Threadripper PRO 7995WX',
     [('host', 'i9-13900K'), ('host', 'Core Ultra 9 285K'), ('host', 'Threadripper PRO 7995WX')]),
    ('a Ryzen 9 7950X3D, a Ryzen AI Max+ 395, a Xeon E5-2690 v4', [('accelerator', 'Ryzen AI Max+ 395'),
                                                                ('host', 'Ryzen 9 7950X3D'), ('host', 'Xeon E5-2690 v4')]),
    ('AWS Graviton4 or Ampere Altra Max M128-30', [('host', 'AWS Graviton4'), ('host', 'Ampere Altra Max M128-30')]),
    ('mi9-13900 and xi7-12700 and EPYC-9654', []),
    ('400G RoCEv2 between nodes', [('interconnect', 'RoCEv2')]),
    ('the Radeon 8060S, an RX 9070 XT and a Jetson AGX Orin', [('accelerator', 'Radeon 8060S'),
                                                               ('accelerator', 'RX 9070 XT'),
                                                               ('accelerator', 'Jetson AGX Orin')]),
    ('an A800-SXM4-80GB, a Tesla P40 and 2x L20', [('accelerator', 'A800-SXM4-80GB'), ('accelerator', 'P40'),
                                                 ('accelerator', 'L20')]),
    ('a Mac mini M4 beside an Apple M4 and GH200 144GB', [('accelerator', 'M4'), ('accelerator', 'Apple M4'),
                                                          ('accelerator', 'GH200 144GB')]),
    ('Driver/CUDA: 550.54/12.4', [('driver', '550.54'), ('cuda', '12.4')]),
    ('driver 550.54.15', [('driver', '550.54.15')]),
    ('NVIDIA driver | 570.172.08', [('driver', '570.172.08')]),
    ('CUDA toolkit | 12.8.1', [('cuda', '12.8.1')]),
    ('RADV on Mesa 25.0.3.', [('driver', 'Mesa 25.0.3')]),
    ('Mesa RADV 24.3', [('driver', 'Mesa RADV 24.3')]),
    ('Driver version: 6.8.0-60-generic', [('driver', '6.8.0-60-generic')]),
    ('NVIDIA A100-SXM4-80GB, 560.35.05, 81920 MiB', [('accelerator', 'NVIDIA A100-SXM4-80GB'), ('driver', '560.35.05')]),
    ('v6e-8 (8 chips, one host) and TPU v5e-4', [('accelerator', 'v6e-8'), ('accelerator', 'TPU v5e-4')]),
    ('a single RTX 4090D, and an RTX 4090 D', [('accelerator', 'RTX 4090D'), ('accelerator', 'RTX 4090 D')]),
    ('RX 7800 XT 16 GB: driver Adrenalin 25.5.1', [('accelerator', 'RX 7800 XT'), ('driver', 'Adrenalin 25.5.1')]),
    ('Radeon on Adrenalin Edition 24.12.1.', [('driver', 'Adrenalin Edition 24.12.1')]),
    ('SYCL: oneAPI 2025.2, intel compute-runtime 25.35.35096.9', [('driver', 'compute-runtime 25.35.35096.9')]),
    ('Windows 11 24H2, Arc driver 32.0.101.8136', [('driver', '32.0.101.8136')]),
    ('CUDA 12.4', [('cuda', '12.4')]),
    ('NVCC: Cuda compilation tools, release 12.4, V12.4.131', [('cuda', '12.4')]),
    ('LM Studio 0.3.15', [('engine', 'lm-studio'), ('engine_version:lm-studio', '0.3.15')]),
    ('llama.cpp (Vulkan, build 6412)', [('engine', 'llama.cpp'), ('engine_version:llama.cpp', '6412'),
                                        ('config:backend', 'Vulkan')]),
    ('served with EAGLE-3 speculative decoding', [('config:speculative_algorithm', 'EAGLE-3')]),
    ('speculative decoding with MTP', [('config:speculative_algorithm', 'MTP')]),
    ('without EAGLE speculative decoding', []),
    ('runs with speculative decoding', [('config:speculative_decoding', True)]),
    ('speculative decoding disabled', []),
    ('EAGLE-3 speculative decoding turned off', []),
    ('158.3 tok/s with EAGLE-3 and 92 tok/s with Medusa heads', [('config:speculative_algorithm', 'EAGLE-3'),
                                                               ('config:speculative_algorithm', 'Medusa')]),
    ('CUDA runtime version: 12.4.131', [('cuda', '12.4.131')]),
    ('CUDA used to build PyTorch: 12.8', [('cuda', '12.8')]),
    ('built with ROCm 6.2.1', [('rocm', '6.2.1')]),
    ('image rocm/vllm:rocm6.3.1_vllm_0.8.5', [('engine_version:vllm', '0.8.5'), ('rocm', '6.3.1')]),
    ('amdgpu driver 6.8.5', [('driver', '6.8.5')]),
    ('vLLM Version: 0.7.2', [('engine', 'vllm'), ('engine_version:vllm', '0.7.2')]),
    ('connected with NVLink', [('interconnect', 'NVLink')]),
    ('GPU0\t X \tNV18\tNV18\tSYS\t0-55\t0\t\tN/A', [('interconnect', 'NV18')]),
    ('GPU1\tPHB\t X \tNV4\tSYS', [('interconnect', 'NV4')]),
    ('GPU0\t X \tPHB\tSYS\t0-31', []),
    ('  SYS  = Connection traversing PCIe as well as the SMP interconnect between NUMA nodes', []),
    ('  NV#  = Connection traversing a bonded set of # NVLinks', []),
    ('--tp 4', [('tp', 4)]),
    ('| --enable-torch-compile | 3,120 |', [('config:enable_torch_compile', True)]),
    ('max-model-len 32768, gpu memory utilization 0.92, context length 16k.', [
        ('config:max_model_len', 32768), ('config:gpu_memory_utilization', 0.92), ('config:context_length', 16384)]),
    ('max num seqs 4,398 tok/s and chunked prefill size 512 tok/s', []),
    ('the ROCm backend, then backend: Vulkan', [('config:backend', 'ROCm'), ('config:backend', 'Vulkan')]),
    ('--ep-size 8', [('ep', 8)]),
    ('--dp 2', [('dp', 2)]),
    ('--pp 2', [('pp', 2)]),
    ('--gpu-memory-utilization 0.9', [('config:gpu_memory_utilization', 0.9)]),
    ('max_num_seqs = 256', [('config:max_num_seqs', 256)]),
    ('--random-input-len 1024', [('input_len', 1024), ('input_len', 1024)]),
    ('--isl 2048', [('input_len', 2048), ('input_len', 2048)]),
    ('--synthetic-input-tokens-mean 300', [('input_len', 300)]),
    ('--mean-input-tokens 550', [('input_len', 550)]),
    ('input length of 4k', [('input_len', 4096), ('input_len', 4096)]),
    ('input token length fixed at 512', [('input_len', 512)]),
    ('1024 token prompts', [('input_len', 1024)]),
    ('8K cold prompts', [('input_len', 8192), ('cache', 'cold')]),
    ('2048 input tokens', [('input_len', 2048)]),
    ('prompts of 100 tokens', [('input_len', 100)]),
    ('1k in / 256 out', [('input_len', 1024), ('output_len', 256)]),
    ('ISL/OSL 1024/128', [('input_len', 1024), ('output_len', 128)]),
    ('31k tok/s at 2048/256 ISL/OSL, 1k/8k input/output tokens',
     [('input_len', 2048), ('input_len', 1024), ('output_len', 256), ('output_len', 8192)]),
    ('input 4096, output 1024', [('input_len', 4096), ('output_len', 1024)]),
    ('synthetic input 550 tokens, output 256 tokens.', [('input_len', 550), ('output_len', 256)]),
    ('input 550 tokens/s, output 256 tokens per second', []),
    ('mean_input_tokens: 100', [('input_len', 100)]),
    ('prompt eval count: 38 token(s)', [('input_len', 38)]),
    ('target=65536 run=1 prompt_tokens=65537 ttft=9.842s prefill=6658.9 tok/s', [('input_len', 65537)]),
    ('Heading - Prompt: 4,012 tokens, output: 512 tokens', [('input_len', 4012), ('output_len', 512)]),
    ('Überschrift – Prompt: 4,012 Token, Ausgabe: 512 Token', [('input_len', 4012), ('output_len', 512)]),
    ('guidellm benchmark --data "prompt_tokens=512,output_tokens=256"',
     [('tool', 'guidellm'), ('input_len', 512), ('output_len', 256)]),
    ('mpirun -n 4 benchmarks/gptManagerBenchmark --concurrency 64 --streaming',
     [('tool', 'gptmanagerbenchmark'), ('concurrency', 64), ('concurrency_flag', 64)]),
    ('--random-output-len 256', [('output_len', 256), ('output_len', 256)]),
    ('--osl 128', [('output_len', 128), ('output_len', 128)]),
    ('--output-tokens-mean 200', [('output_len', 200)]),
    ('--mean-output-tokens 300', [('output_len', 300)]),
    ('output length 256', [('output_len', 256)]),
    ('200 generated tokens', [('output_len', 200)]),
    ('generating 300 tokens', [('output_len', 300)]),
    ('forced to generate exactly 300 tokens', [('output_len', 300)]),
    ('1024-token prompts and 512-token outputs', [('input_len', 1024), ('output_len', 512)]),
    ('2,048-token random prompts', [('input_len', 2048)]),
    ('Same prompt on every box (about 1,500 tokens: a README)', [('input_len', 1500)]),
    ('eval count: 5 token(s)', [('output_len', 5)]),
    ('outputs are forced to 500 tokens with ignore_eos', [('output_len', 500)]),
    ('t/s is what llama-bench itself reports: tokens processed divided by wall time',
     [('engine', 'llama.cpp'), ('tool', 'llama-bench'), ('token_counting', 'engine_reported')]),
    ('Prompts are 1,000 tokens, sliced from a fixed corpus', [('input_len', 1000)]),
    ('Input 8,192 tokens per request, answers short.', [('input_len', 8192)]),
    ('python detload.py --input-tokens 1000 --output-tokens 500', [('input_len', 1000), ('output_len', 500)]),
    ('100 tokens out', [('output_len', 100)]),
    ('llama-cli -m m.gguf -ngl 99 -n 400', [('engine', 'llama.cpp'), ('config:n_gpu_layers', 99), ('output_len', 400)]),
    ('llama-server -m m.gguf --n-predict 256', [('engine', 'llama.cpp'), ('output_len', 256)]),
    ('concurrency 32', [('concurrency', 32)]),
    ('at 256 concurrency', [('concurrency', 256)]),
    ('at batch 32', [('concurrency', 32)]),
    ('with 64 parallel requests', [('concurrency', 64)]),
    ('--max-concurrency 64', [('concurrency', 64), ('concurrency_flag', 64)]),
    ('--num-prompts 100', [('num_prompts', 100)]),
    ('dataset: sharegpt', [('dataset', 'sharegpt')]),
    ('cold cache', [('cache', 'cold')]),
    ('tokens from the usage field', [('token_counting', 'usage_field')]),
    ('the completion token counts reported by the server; the retokenized count it prints is shown for reference',
     [('token_counting', 'usage_field')]),
    ('Token counts are the ones the server returns in the OpenAI usage block',
     [('token_counting', 'usage_field')]),
    ('the count is usage.prompt_tokens from the final chunk', [('token_counting', 'usage_field')]),
    ('counted SSE chunks', [('token_counting', 'sse_chunks')]),
    ('the count from the usage field of the last streamed chunk', [('token_counting', 'usage_field')]),
    ('tokens from usage.completion_tokens on the final stream chunk',
     [('token_counting', 'usage_field'), ('token_counting', 'usage_field')]),
    ('tokenizer count', [('token_counting', 'tokenizer')]),
    ('server-side metrics', [('token_counting', 'engine_reported')]),
    ('Token-Zahlen aus den Statistiken, die das Programm (bzw. die API) selbst ausgibt',
     [('token_counting', 'engine_reported')]),
    ('times are from the statistics the runtimes report themselves', [('token_counting', 'engine_reported')]),
    ('Model: Llama-3.1-70B-Instruct', [('model', 'Llama-3.1-70B-Instruct'), ('model', 'Llama-3.1-70B-Instruct')]),
    ('serving Qwen2.5-7B-Instruct', [('model', 'Qwen2.5-7B-Instruct')]),
    ('ollama run qwen2.5:14b --verbose', [('engine', 'ollama'), ('model', 'qwen2.5:14b')]),
    ('Qwen2.5-7B: 45 t/s', [('model', 'Qwen2.5-7B')]),
    ('llama_perf_context_print: eval time', []),  # a llama.cpp function, no model
    ('TP=8', [('tp', 8)]),
    ('EP 大小 = TP × DP = 8, EP size = 16', [('ep', 16), ('ep', 8)]),
    ('the product TP × DP = 8 and TP * PP = 4', []),
    ('TP 4', [('tp', 4)]),
    ('TP4', [('tp', 4)]),
    ('tensor parallel size 2', [('tp', 2)]),
    ('tensor parallelism across two cards', [('tp', 2)]),
    ('at sixteen concurrent users', [('concurrency', 16)]),
    ('EP=4', [('ep', 4)]),
    ('EP 4', [('ep', 4)]),
    ('dp=2', [('dp', 2)]),
    ('DP 2', [('dp', 2)]),
    ('PP=2', [('pp', 2)]),
    ('PP 2', [('pp', 2)]),
    ('TP8 EP8 DP2 PP2.', [('tp', 8), ('ep', 8), ('dp', 2), ('pp', 2)]),
    ('1024 input and 256 output tokens', [('input_len', 1024), ('output_len', 256), ('output_len', 256)]),
    ('1k in and 256 out', [('input_len', 1024), ('output_len', 256)]),
    ('mean_output_tokens: 300', [('output_len', 300)]),
    ('Average Input Length (tokens):  1024.0000', [('input_len', 1024)]),
    ('Average Output Length (tokens): 1024.0000', [('output_len', 1024)]),
    ('[ INFO ] [1][P0] Input token size: 1024, Output size: 128, Infer count: 128',
     [('input_len', 1024), ('output_len', 128)]),
    ('The prompt file has a single prompt that tokenizes to 1024 tokens', [('input_len', 1024)]),
    ('512 prompt tokens, 256 completion tokens, 10 rounds', [('input_len', 512), ('output_len', 256)]),
    ('python3 benchmark/profile_generation.py $MODEL -pt 1024 -ct 128', [('input_len', 1024), ('output_len', 128)]),
]


def _scan(line: str, mask: int = -1) -> list[Mention]:
    """The mentions one line adds with the steps of a mask (every step by default)."""
    out: list[Mention] = []
    scan_line(line, 0, BLOCK, 0, out, mask)
    return out


@pytest.mark.parametrize("line,expected", LINES)
def test_each_line_states_its_facts(line: str, expected: list[tuple[str, Any]]) -> None:
    assert [(m.key, m.value) for m in _scan(line)] == expected
    assert all(line[m.start:m.end] for m in _scan(line))  # every mention cites a non-empty span of its line


def test_every_step_finds_something_in_the_table() -> None:
    """No step of the scan is without a line above that it reads."""
    for bit, rx, handle in methodology.SCAN_STEPS:
        out: list[Mention] = []
        for line, _ in LINES:
            for m in rx.finditer(line):
                handle(m, line, 0, BLOCK, 0, out)
        assert out, f"no line of the table is read by {rx.pattern[:80]!r}"


def test_a_mask_runs_only_its_steps_in_scan_order() -> None:
    needs = [need for need, _, _ in methodology.SCAN_STEPS]
    mask = needs[0] | needs[-1]
    assert steps_of(mask) == tuple((rx, h) for need, rx, h in methodology.SCAN_STEPS if need & mask == need)
    assert len(steps_of(mask)) >= 2
    assert steps_of(0) == () and len(steps_of(-1)) == len(methodology.SCAN_STEPS)
    assert _scan("Model: Llama-3.1-70B-Instruct with vLLM", mask=0) == []


def test_a_gate_of_several_words_needs_each_of_them() -> None:
    """The "1k in / 256 out" rule runs on a line holding "/" and "out", not on one holding "/" alone."""
    from extractors import rules

    slash, out = rules.GATE_BITS[("/",)], rules.GATE_BITS[("out",)]
    rule = rules.INPUT_LEN_RULES[rules.INPUT_LEN_GATES.index((("/",), ("out",)))]
    assert rule.search("1k in / 256 out")
    assert any(rx is rule for rx, _ in steps_of(slash | out))
    assert not any(rx is rule for rx, _ in steps_of(slash)) and not any(rx is rule for rx, _ in steps_of(out))


def test_the_table_of_masks_stays_bounded() -> None:
    for mask in range(1, methodology._STEPS_CACHE_MAX + 50):  # noqa: SLF001
        steps_of(mask)
    assert len(methodology._STEPS_OF_MASK) <= methodology._STEPS_CACHE_MAX  # noqa: SLF001
    assert steps_of(-1) == tuple((rx, h) for _, rx, h in methodology.SCAN_STEPS)


def test_an_implausible_digit_run_ends_the_line_keeping_what_came_before() -> None:
    """A digit run no figure has stops the line's scan; mentions found before it stay (find_mentions skips the rest)."""
    from extractors.numbers import ImplausibleNumber

    out: list[Mention] = []
    with pytest.raises(ImplausibleNumber):
        scan_line("vLLM --num-prompts " + "9" * 40, 0, BLOCK, 0, out)
    assert [m.key for m in out] == ["engine"]
