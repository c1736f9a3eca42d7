# compat/ -- libcufw_cudart.a (the CUDA Runtime API over core).
