#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""scripts/trace-lists.py -- write the two lists the live trace (CUFW_TRACE) is
generated from: every Driver entry point core calls, with its parameters
(core/trace_list.h), and every function compat exports, with its
parameters (compat/trace_list.h), and the exports of each file of compat
(compat/export_list.h).

    python3 scripts/trace-lists.py [--check] [CUDA-INCLUDE-DIR]

The Driver list takes each entry X(name, version, how) of
include/cufw/call_list.h, the one list that binds the Driver, and its
parameter list from the toolkit's PFN_<name>_v<version> typedef in
cudaTypedefs.h (the ABI that is bound), or for an adapted entry from
cufw/call.h's own cufw_call_pfn_<name> typedef. The Runtime list takes
each exported function's parameters from its definition, RT_ENTRY(name)(...),
in compat/*.c and compat/direct/*.c.
Both lists are checked in; make check runs this with --check, which fails
when a list is out of date (a function added to core or compat without
regenerating them).

An entry of a later CUDA version -- a Driver entry in call_list.h's
CUFW_CALL_LIST_SINCE_<version> or CUFW_CALL_LIST_CORE_SINCE_<version>, a
Runtime function defined under `#if CUDART_VERSION >= <version>` -- goes
into a list of its own, CUFW_TRACE_*_SINCE_<version>, which is empty where
the headers are older, or, for a core entry whose ABI changed, holds the
row of the older ABI the section's #else branch names. A Runtime function
defined only before a version -- under `#if CUDART_VERSION < <version>` or
the #else of `>= <version>` (12.x's names 13.0 removed or renamed) -- is a
row of that #else branch; a name defined in both branches has a row in each.
Its parameters come from the toolkit given when that has its typedef; with
an older toolkit the row already in the list is kept (its POINTER_TABLE
line counts as used), so the lists stay the same whichever toolkit checks
them: regenerate them with the newest toolkit cufw supports.

Each entry's last field says how the trace prints each parameter
(common/trace_args.h): A(x) its value, chosen by its C type (trace.h's
CUFW_TRACE_PUT); S(x) a string; P(x) a pointer, never read through; I(x, n)
an input array of n elements, printed as P; O(x) an output: *x after a
successful call; L(x, n) and LP(x, pn) an output array of n or *pn
elements: its first few after a successful call. The script does not guess
which: a pointer parameter is decided by a rule that its C type makes
certain, or by POINTER_TABLE below, reviewed by hand; a pointer that is
neither stops the script, naming it, until it has its line in the table.
"""
import os
import re
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def split_params(text):
    text = " ".join(text.split())
    if text in ("", "void"):
        return []
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        depth += ch in "(["
        depth -= ch in ")]"
        cur += ch
    out.append(cur.strip())
    return out


def param_name(p):
    m = re.search(r"([A-Za-z_]\w*)\s*(\[[^\]]*\])?$", p)
    if not m or "(" in p:
        sys.exit("trace-lists: cannot read the parameter '%s'" % p)
    return m.group(1)


# ------------------------------------------------------------ how each parameter is printed

# The rules below decide a pointer parameter only where its C type makes the
# answer certain; every other pointer parameter is decided by POINTER_TABLE.
#
#   not a pointer                       A: its value
#   const T * (T const-qualified)       an input: S for const char, else P
#   void *, char *                      P: data or a buffer, never read
#   a pointer to an aggregate           P: AGGREGATES, or written "struct X"
#   any pointer of a function that      P: there is no success to read
#   returns no cudaError_t / CUresult      outputs after
#   name_ptsz, name_ptds                as name (the same parameters)
#   name_v2, name_v3 (12.x)             as 13.0's name, where the table has
#                                          no line for them
#
# Structure and union types (typedef names): a pointer to one is printed as
# the pointer, input or output alike.
AGGREGATES = {
    "CUuuid", "CUuuid_st", "CUlaunchConfig", "CUDA_MEMCPY2D", "CUDA_MEMCPY2D_v2",
    "CUDA_MEMCPY3D", "CUDA_MEMCPY3D_v2", "CUDA_MEMCPY3D_PEER", "CUDA_MEMCPY3D_PEER_v1",
    "CUDA_MEMCPY3D_BATCH_OP_v1", "CUDA_ARRAY3D_DESCRIPTOR", "CUDA_ARRAY3D_DESCRIPTOR_v2",
    "CUDA_ARRAY_MEMORY_REQUIREMENTS_v1", "CUDA_ARRAY_SPARSE_PROPERTIES_v1",
    "CUDA_RESOURCE_DESC_v1", "CUDA_RESOURCE_VIEW_DESC_v1", "CUDA_TEXTURE_DESC_v1",
    "CUDA_KERNEL_NODE_PARAMS_v2", "CUDA_MEMSET_NODE_PARAMS_v1", "CUDA_HOST_NODE_PARAMS_v1",
    "CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1", "CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1",
    "CUDA_MEM_ALLOC_NODE_PARAMS", "CUDA_GRAPH_INSTANTIATE_PARAMS", "CUgraphNodeParams",
    "CUgraphEdgeData", "CUgraphExecUpdateResultInfo", "CUkernelNodeAttrValue_v1",
    "CUstreamAttrValue_v1", "CUipcEventHandle_v1", "CUipcMemHandle_v1", "CUmemLocation",
    "CUmemLocation_v1", "CUmemPoolPtrExportData_v1", "CUmemcpyAttributes_v1",
    "cudaDeviceProp", "cudaPointerAttributes", "cudaFuncAttributes", "cudaLaunchConfig_t",
    "cudaLaunchAttribute", "cudaChannelFormatDesc", "cudaExtent", "cudaPitchedPtr",
    "cudaGraphEdgeData", "cudaGraphExecUpdateResultInfo", "cudaGraphInstantiateParams",
    "cudaIpcEventHandle_t", "cudaIpcMemHandle_t", "cudaKernelNodeAttrValue",
    "cudaStreamAttrValue", "uint3", "dim3",
    # CUDA 12.4/13.1's device resources and SM splits (green and execution contexts)
    "CUdevResource", "CU_DEV_SM_RESOURCE_GROUP_PARAMS", "cudaDevResource",
    "cudaDevSmResourceGroupParams"}

# The enums the trace prints by name (N(x, type) for an argument, NO(x, type)
# for an output of common/trace_args.h): the common ones, whose numbers a
# reader would otherwise look up. Each maps to the header that defines it;
# ENUM_ALIASES are other names of the same type. The names of the values
# are read from the toolkit's headers into common/trace_enums.h.
ENUMS = {
    "cudaMemcpyKind": "driver_types.h", "cudaDeviceAttr": "driver_types.h",
    "cudaLimit": "driver_types.h", "cudaFuncCache": "driver_types.h",
    "cudaFuncAttribute": "driver_types.h", "cudaSharedMemConfig": "driver_types.h",
    "cudaStreamCaptureMode": "driver_types.h", "cudaStreamCaptureStatus": "driver_types.h",
    "cudaMemoryAdvise": "driver_types.h", "cudaMemRangeAttribute": "driver_types.h",
    "cudaMemPoolAttr": "driver_types.h", "cudaMemAllocationType": "driver_types.h",
    "cudaMemAllocationHandleType": "driver_types.h", "cudaGraphMemAttributeType": "driver_types.h",
    "cudaDeviceP2PAttr": "driver_types.h", "cudaLaunchAttributeID": "driver_types.h",
    "cudaGraphNodeType": "driver_types.h", "cudaChannelFormatKind": "driver_types.h",
    "CUdevice_attribute": "cuda.h", "CUlimit": "cuda.h", "CUfunc_cache": "cuda.h",
    "CUfunction_attribute": "cuda.h", "CUsharedconfig": "cuda.h",
    "CUstreamCaptureMode": "cuda.h", "CUstreamCaptureStatus": "cuda.h",
    "CUmem_advise": "cuda.h", "CUmem_range_attribute": "cuda.h",
    "CUpointer_attribute": "cuda.h", "CUmemPool_attribute": "cuda.h",
    "CUmemAllocationType": "cuda.h", "CUmemAllocationHandleType": "cuda.h",
    "CUgraphMem_attribute": "cuda.h", "CUdevice_P2PAttribute": "cuda.h",
    "CUlaunchAttributeID": "cuda.h", "CUgraphNodeType": "cuda.h"}
ENUM_ALIASES = {
    "cudaStreamAttrID": "cudaLaunchAttributeID", "cudaKernelNodeAttrID": "cudaLaunchAttributeID",
    "CUstreamAttrID": "CUlaunchAttributeID", "CUkernelNodeAttrID": "CUlaunchAttributeID",
    "CUdevice_attribute_enum": "CUdevice_attribute", "CUlimit_enum": "CUlimit"}


def enum_of(typ):
    """The ENUMS name of a type (qualifiers and 'enum' aside), or None."""
    t = " ".join(re.sub(r"\b(const|enum)\b", " ", typ).split())
    t = ENUM_ALIASES.get(t, t)
    return t if t in ENUMS else None


# Every pointer parameter the rules cannot decide, one line per function:
# the function, then PARAMETER=KIND for each such parameter. Reviewed by
# hand against the API reference; a function or parameter added to either
# list that the rules cannot decide stops this script until it has a line
# here. The kinds:
#
#   O         one output: *x after a successful call
#   P         a pointer, never read (a value the trace cannot print)
#   I(n)      an input array of n elements (n: another parameter); printed
#             as the pointer, never read
#   L(n)      an output array of n elements (n: a count parameter): after a
#             successful call, its first elements (none when n is 0)
#   LP(pn)    an output array of *pn elements (pn: a pointer parameter the
#             call writes the count through): after a successful call
POINTER_TABLE = """
# --- the Driver API (core/trace_list.h)
cuDriverGetVersion                     driverVersion=O
cuGetErrorName                         pStr=O        # the driver's own string
cuGetErrorString                       pStr=O
cuDeviceGetCount                       count=O
cuDeviceGet                            device=O
cuDeviceGetAttribute                   pi=O
cuDeviceTotalMem                       bytes=O
cuDeviceGetLuid                        deviceNodeMask=O
cuDeviceCanAccessPeer                  canAccessPeer=O
cuDevicePrimaryCtxRetain               pctx=O
cuDevicePrimaryCtxGetState             flags=O active=O
cuCtxGetCurrent                        pctx=O
cuCtxGetDevice                         device=O
cuCtxGetId                             ctxId=O
cuCtxGetLimit                          pvalue=O
cuCtxGetStreamPriorityRange            leastPriority=O greatestPriority=O
cuCtxGetCacheConfig                    pconfig=O
cuLibraryLoadData                      library=O jitOptions=I(numJitOptions)
    jitOptionsValues=I(numJitOptions) libraryOptions=I(numLibraryOptions)
    libraryOptionValues=I(numLibraryOptions)
cuLibraryLoadFromFile                  library=O jitOptions=I(numJitOptions)
    jitOptionsValues=I(numJitOptions) libraryOptions=I(numLibraryOptions)
    libraryOptionValues=I(numLibraryOptions)
cuLibraryGetKernel                     pKernel=O
cuLibraryGetKernelCount                count=O
cuLibraryEnumerateKernels              kernels=L(numKernels)
cuLibraryGetGlobal                     dptr=O bytes=O
cuLibraryGetManaged                    dptr=O bytes=O
cuLibraryGetUnifiedFunction            fptr=O
cuKernelGetFunction                    pFunc=O
cuKernelGetAttribute                   pi=O
cuKernelGetName                        name=O        # the driver's own string
cuLaunchKernel                         kernelParams=P extra=P   # lengths known to the kernel only
cuLaunchKernelEx                       kernelParams=P extra=P
cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags numBlocks=O
cuMemAlloc                             dptr=O
cuMemAllocPitch                        dptr=O pPitch=O
cuMemAllocManaged                      dptr=O
cuMemAllocAsync                        dptr=O
cuMemGetInfo                           free=O total=O
cuMemGetAddressRange                   pbase=O psize=O
cuMemHostAlloc                         pp=O
cuMemHostGetDevicePointer              pdptr=O
cuMemHostGetFlags                      pFlags=O
cuStreamCreate                         phStream=O
cuStreamCreateWithPriority             phStream=O
cuStreamGetFlags                       flags=O
cuStreamGetPriority                    priority=O
cuStreamIsCapturing                    captureStatus=O
cuEventCreate                          phEvent=O
cuEventElapsedTime                     pMilliseconds=O
cuStreamGetId                          streamId=O
cuArray3DCreate                        pHandle=O
cuMipmappedArrayCreate                 pHandle=O
cuMipmappedArrayGetLevel               pLevelArray=O
cuArrayGetPlane                        pPlaneArray=O
cuTexObjectCreate                      pTexObject=O
cuSurfObjectCreate                     pSurfObject=O
cuDeviceGetTexture1DLinearMaxWidth     maxWidthInElements=O
cuMemcpyBatchAsync                     dsts=I(count) srcs=I(count) sizes=I(count)
    attrIdxs=I(numAttrs)
cuDeviceGetDefaultMemPool              pool_out=O
cuDeviceGetMemPool                     pool=O
cuMemGetDefaultMemPool                 pool_out=O
cuMemGetMemPool                        pool_out=O
cuMemPoolCreate                        pool=O
cuMemPoolGetAccess                     flags=O
cuMemAllocFromPoolAsync                dptr=O
cuMemPoolImportFromShareableHandle     pool_out=O
cuMemPoolImportPointer                 ptr_out=O
cuIpcOpenMemHandle                     pdptr=O
cuIpcOpenEventHandle                   phEvent=O
# data[i] points to dataSizes[i] bytes for attributes[i]
cuMemRangeGetAttributes                data=I(numAttributes) dataSizes=I(numAttributes)
    attributes=I(numAttributes)
cuMemPrefetchBatchAsync                dptrs=I(count) sizes=I(count)
    prefetchLocIdxs=I(numPrefetchLocs)
cuMemDiscardBatchAsync                 dptrs=I(count) sizes=I(count)
cuMemDiscardAndPrefetchBatchAsync      dptrs=I(count) sizes=I(count)
    prefetchLocIdxs=I(numPrefetchLocs)
cuStreamGetDevice                      device=O
cuDeviceGetP2PAttribute                value=O
# one capability per operation
cuDeviceGetP2PAtomicCapabilities       capabilities=L(count)
cuDeviceGetHostAtomicCapabilities      capabilities=L(count)
cuDeviceGetByPCIBusId                  dev=O
cuCtxGetSharedMemConfig                pConfig=O
cuDeviceRegisterAsyncNotification      callback=O
cuOccupancyAvailableDynamicSMemPerBlock dynamicSmemSize=O
cuOccupancyMaxActiveClusters           numClusters=O
cuOccupancyMaxPotentialClusterSize     clusterSize=O
cuKernelGetParamInfo                   paramOffset=O paramSize=O
cuLogsRegisterCallback                 callback=O
cuLogsCurrent                          iterator=O
cuLogsDumpToFile                       iterator=O    # read and advanced
cuLogsDumpToMemory                     iterator=O size=O
cuGetExportTable                       ppExportTable=O
cuImportExternalMemory                 extMem_out=O
cuExternalMemoryGetMappedBuffer        devPtr=O
cuExternalMemoryGetMappedMipmappedArray mipmap=O
cuImportExternalSemaphore              extSem_out=O
cuGraphicsMapResources                 resources=I(count)
cuGraphicsUnmapResources               resources=I(count)
cuGraphicsSubResourceGetMappedArray    pArray=O
cuGraphicsResourceGetMappedMipmappedArray pMipmappedArray=O
cuGraphicsResourceGetMappedPointer     pDevPtr=O pSize=O
cuStreamEndCapture                     phGraph=O
# the dependencies and their data stay the driver's: their addresses only
cuStreamGetCaptureInfo                 captureStatus_out=O id_out=O graph_out=O
    dependencies_out=O edgeData_out=O numDependencies_out=O
cuStreamUpdateCaptureDependencies      dependencies=I(numDependencies)
cuThreadExchangeStreamCaptureMode      mode=O        # read and exchanged
cuGraphCreate                          phGraph=O
cuGraphClone                           phGraphClone=O
cuGraphAddNode                         phGraphNode=O
cuGraphAddKernelNode                   phGraphNode=O
cuGraphAddMemcpyNode                   phGraphNode=O
cuGraphAddMemsetNode                   phGraphNode=O
cuGraphAddHostNode                     phGraphNode=O
cuGraphAddChildGraphNode               phGraphNode=O
cuGraphChildGraphNodeGetGraph          phGraph=O
cuGraphAddEmptyNode                    phGraphNode=O
cuGraphAddEventRecordNode              phGraphNode=O
cuGraphEventRecordNodeGetEvent         event_out=O
cuGraphAddEventWaitNode                phGraphNode=O
cuGraphEventWaitNodeGetEvent           event_out=O
cuGraphAddExternalSemaphoresSignalNode phGraphNode=O
cuGraphAddExternalSemaphoresWaitNode   phGraphNode=O
cuGraphAddMemAllocNode                 phGraphNode=O
cuGraphAddMemFreeNode                  phGraphNode=O
cuGraphMemFreeNodeGetParams            dptr_out=O
# the lists: as many as the call says it wrote, never more than were asked
cuGraphGetNodes                        nodes=LP(numNodes) numNodes=O
cuGraphGetRootNodes                    rootNodes=LP(numRootNodes) numRootNodes=O
cuGraphGetEdges                        from=LP(numEdges) to=LP(numEdges) numEdges=O
cuGraphNodeGetDependencies             dependencies=LP(numDependencies) numDependencies=O
cuGraphNodeGetDependentNodes           dependentNodes=LP(numDependentNodes) numDependentNodes=O
cuGraphNodeGetType                     type=O
cuGraphNodeFindInClone                 phNode=O
cuGraphNodeGetEnabled                  isEnabled=O
cuGraphConditionalHandleCreate         pHandle_out=O
cuUserObjectCreate                     object_out=O
cuGraphInstantiateWithFlags            phGraphExec=O
cuGraphInstantiateWithParams           phGraphExec=O
cuGraphExecGetFlags                    flags=O
cuGraphicsGLRegisterBuffer             pCudaResource=O
cuGraphicsGLRegisterImage              pCudaResource=O
# the devices asked for: the count written may be more
cuGLGetDevices                         pCudaDeviceCount=O pCudaDevices=L(cudaDeviceCount)
cuGLMapBufferObject                    dptr=O size=O
cuGLMapBufferObjectAsync               dptr=O size=O
cuGraphicsEGLRegisterImage             pCudaResource=O
cuEGLStreamConsumerConnect             conn=O
cuEGLStreamConsumerConnectWithFlags    conn=O
cuEGLStreamConsumerDisconnect          conn=P        # the connection, an input
cuEGLStreamConsumerAcquireFrame        conn=P pCudaResource=O pStream=P
cuEGLStreamConsumerReleaseFrame        conn=P pStream=P
cuEGLStreamProducerConnect             conn=O
cuEGLStreamProducerDisconnect          conn=P
cuVDPAUGetDevice                       pDevice=O vdpGetProcAddress=P   # a function
cuGraphicsVDPAURegisterVideoSurface    pCudaResource=O
cuGraphicsVDPAURegisterOutputSurface   pCudaResource=O
# green contexts and device resources (12.4-12.9); a CUdevResource is a structure
cuGreenCtxCreate                       phCtx=O
cuCtxFromGreenCtx                      pContext=O
cuGreenCtxGetId                        greenCtxId=O
cuGreenCtxStreamCreate                 phStream=O
cuStreamGetCtx                         pctx=O pGreenCtx=O
cuDevResourceGenerateDesc              phDesc=O resources=I(nbResources)
# nbGroups: the groups asked for, read and written back
cuDevSmResourceSplitByCount            nbGroups=O
# 13.1: a group's parameters for each of nbGroups results, read and written back
cuDevSmResourceSplit                   groupParams=I(nbGroups)
cuGraphNodeGetContainingGraph          phGraph=O
cuGraphNodeGetLocalId                  nodeId=O
cuGraphNodeGetToolsId                  nodeId=O
cuGraphGetId                           graphId=O
cuGraphExecGetId                       graphId=O
# 13.2
cuKernelGetParamCount                  paramCount=O

# --- the Runtime API (compat/trace_list.h); a _ptsz or _ptds form is its function's
cudaChooseDevice                       device=O
cudaDeviceCanAccessPeer                canAccessPeer=O
cudaDeviceGetAttribute                 value=O
cudaDeviceGetCacheConfig               pCacheConfig=O
cudaDeviceGetLimit                     pValue=O
cudaThreadGetCacheConfig               pCacheConfig=O   # 12.x
cudaThreadGetLimit                     pValue=O         # 12.x
cudaSetDoubleForDevice                 d=P              # 12.x: converted in place
cudaSetDoubleForHost                   d=P
cudaDeviceGetStreamPriorityRange       leastPriority=O greatestPriority=O
cudaDriverGetVersion                   driverVersion=O
cudaGetDevice                          device=O
cudaSetValidDevices                    device_arr=I(len)
cudaGetDeviceCount                     count=O
cudaGetDeviceFlags                     flags=O
cudaMemGetInfo                         free=O total=O
cudaRuntimeGetVersion                  runtimeVersion=O
cudaArrayGetInfo                       flags=O
cudaArrayGetPlane                      pPlaneArray=O
cudaGetMipmappedArrayLevel             levelArray=O
cudaMalloc3DArray                      array=O
cudaMallocArray                        array=O
cudaMallocMipmappedArray               mipmappedArray=O
cudaMemcpyBatchAsync                   attrsIdxs=I(numAttrs)
cudaStreamEndCapture                   pGraph=O
cudaStreamGetCaptureInfo               captureStatus_out=O id_out=O graph_out=O
    dependencies_out=O edgeData_out=O numDependencies_out=O
cudaStreamUpdateCaptureDependencies    dependencies=I(numDependencies)
cudaThreadExchangeStreamCaptureMode    mode=O
cudaDeviceGetByPCIBusId                device=O
cudaDeviceGetHostAtomicCapabilities    capabilities=L(count)
cudaDeviceGetP2PAtomicCapabilities     capabilities=L(count)
cudaDeviceGetP2PAttribute              value=O
cudaDeviceGetSharedMemConfig           pConfig=O
cudaDeviceRegisterAsyncNotification    callback=O
cudaGetExportTable                     ppExportTable=O
cudaLogsCurrent                        iterator_out=O
cudaLogsDumpToFile                     iterator=O
cudaLogsDumpToMemory                   iterator=O size=O
cudaLogsRegisterCallback               callback_out=O
cudaExternalMemoryGetMappedBuffer      devPtr=O
cudaExternalMemoryGetMappedMipmappedArray mipmap=O
cudaImportExternalMemory               extMem_out=O
cudaImportExternalSemaphore            extSem_out=O
cudaGraphClone                         pGraphClone=O
cudaGraphConditionalHandleCreate       pHandle_out=O
cudaGraphCreate                        pGraph=O
cudaGraphGetEdges                      from=LP(numEdges) to=LP(numEdges) numEdges=O
cudaGraphGetNodes                      nodes=LP(numNodes) numNodes=O
cudaGraphGetRootNodes                  pRootNodes=LP(pNumRootNodes) pNumRootNodes=O
cudaGraphNodeFindInClone               pNode=O
cudaGraphNodeGetDependencies           pDependencies=LP(pNumDependencies) pNumDependencies=O
cudaGraphNodeGetDependentNodes         pDependentNodes=LP(pNumDependentNodes)
    pNumDependentNodes=O
cudaGraphNodeGetType                   pType=O
cudaUserObjectCreate                   object_out=O
cudaGraphExecGetFlags                  flags=O
cudaGraphInstantiate                   pGraphExec=O
cudaGraphInstantiateWithFlags          pGraphExec=O
cudaGraphInstantiateWithParams         pGraphExec=O
cudaGraphNodeGetEnabled                isEnabled=O
cudaGraphAddChildGraphNode             pGraphNode=O
cudaGraphAddEmptyNode                  pGraphNode=O
cudaGraphAddEventRecordNode            pGraphNode=O
cudaGraphAddEventWaitNode              pGraphNode=O
cudaGraphAddExternalSemaphoresSignalNode pGraphNode=O
cudaGraphAddExternalSemaphoresWaitNode pGraphNode=O
cudaGraphAddHostNode                   pGraphNode=O
cudaGraphAddKernelNode                 pGraphNode=O
cudaGraphAddMemAllocNode               pGraphNode=O
cudaGraphAddMemFreeNode                pGraphNode=O
cudaGraphAddMemcpyNode                 pGraphNode=O
cudaGraphAddMemcpyNode1D               pGraphNode=O
cudaGraphAddMemcpyNodeFromSymbol       pGraphNode=O
cudaGraphAddMemcpyNodeToSymbol         pGraphNode=O
cudaGraphAddMemsetNode                 pGraphNode=O
cudaGraphAddNode                       pGraphNode=O
cudaGraphChildGraphNodeGetGraph        pGraph=O
cudaGraphEventRecordNodeGetEvent       event_out=O
cudaGraphEventWaitNodeGetEvent         event_out=O
cudaEGLStreamConsumerAcquireFrame      conn=P pCudaResource=O pStream=P
cudaEGLStreamConsumerConnect           conn=O
cudaEGLStreamConsumerConnectWithFlags  conn=O
cudaEGLStreamConsumerDisconnect        conn=P
cudaEGLStreamConsumerReleaseFrame      conn=P pStream=P
cudaEGLStreamProducerConnect           conn=O
cudaEGLStreamProducerDisconnect        conn=P
cudaEGLStreamProducerPresentFrame      conn=P pStream=P
cudaEGLStreamProducerReturnFrame       conn=P eglframe=P pStream=P   # frames: their addresses
cudaGraphicsResourceGetMappedEglFrame  eglFrame=P
cudaEventCreateFromEGLSync             phEvent=O
cudaGLGetDevices                       pCudaDeviceCount=O pCudaDevices=L(cudaDeviceCount)
cudaGLMapBufferObject                  devPtr=O
cudaGLMapBufferObjectAsync             devPtr=O
cudaGraphicsEGLRegisterImage           pCudaResource=O
cudaGraphicsGLRegisterBuffer           resource=O
cudaGraphicsGLRegisterImage            resource=O
cudaGraphicsMapResources               resources=I(count)
cudaGraphicsResourceGetMappedMipmappedArray mipmappedArray=O
cudaGraphicsResourceGetMappedPointer   devPtr=O size=O
cudaGraphicsSubResourceGetMappedArray  array=O
cudaGraphicsUnmapResources             resources=I(count)
cudaGraphicsVDPAURegisterOutputSurface resource=O
cudaGraphicsVDPAURegisterVideoSurface  resource=O
cudaVDPAUGetDevice                     device=O vdpGetProcAddress=P
cudaVDPAUSetVDPAUDevice                vdpGetProcAddress=P
cudaIpcOpenEventHandle                 event=O
cudaIpcOpenMemHandle                   devPtr=O
cudaHostGetFlags                       pFlags=O
cudaMemDiscardAndPrefetchBatchAsync    dptrs=I(count) sizes=I(count)
    prefetchLocIdxs=I(numPrefetchLocs)
cudaMemDiscardBatchAsync               dptrs=I(count) sizes=I(count)
cudaMemPrefetchBatchAsync              dptrs=I(count) sizes=I(count)
    prefetchLocIdxs=I(numPrefetchLocs)
cudaMemRangeGetAttributes              data=I(numAttributes) dataSizes=I(numAttributes)
    attributes=I(numAttributes)
cudaFuncGetParamInfo                   paramOffset=O paramSize=O
cudaOccupancyAvailableDynamicSMemPerBlock dynamicSmemSize=O
cudaOccupancyMaxActiveClusters         numClusters=O
cudaOccupancyMaxPotentialClusterSize   clusterSize=O
cudaDeviceGetDefaultMemPool            memPool=O
cudaDeviceGetMemPool                   memPool=O
cudaMallocFromPoolAsync                ptr=O
cudaMemGetDefaultMemPool               memPool=O
cudaMemGetMemPool                      memPool=O
cudaMemPoolCreate                      memPool=O
cudaMemPoolGetAccess                   flags=O
cudaMemPoolImportFromShareableHandle   memPool=O
cudaMemPoolImportPointer               ptr=O
cudaStreamGetDevice                    device=O
cudaStreamGetId                        streamId=O
cudaCreateSurfaceObject                pSurfObject=O
cudaCreateTextureObject                pTexObject=O
cudaDeviceGetTexture1DLinearMaxWidth   maxWidthInElements=O
cudaGetDriverEntryPoint                funcPtr=O driverStatus=O
cudaGetDriverEntryPointByVersion       funcPtr=O driverStatus=O
cudaGetFuncBySymbol                    functionPtr=O
cudaGetKernel                          kernelPtr=O
__cudaGetKernel                        kernel=O
__cudaLaunchKernel                     args=P
# nvcc's launch stubs: the configuration __cudaPushCallConfiguration kept
__cudaPopCallConfiguration             gridDim=O blockDim=O sharedMem=O
__cudaRegisterFunction                 hostFun=P     # the host stub's address, no string
cudaFuncGetName                        name=O        # compat's own string
cudaLaunchCooperativeKernel            args=P
cudaLaunchKernel                       args=P
cudaLaunchKernelExC                    args=P
cudaOccupancyMaxActiveBlocksPerMultiprocessor numBlocks=O
cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags numBlocks=O
cudaLibraryEnumerateKernels            kernels=L(numKernels)
cudaLibraryGetGlobal                   dptr=O bytes=O
cudaLibraryGetKernel                   pKernel=O
cudaLibraryGetKernelCount              count=O
cudaLibraryGetManaged                  dptr=O bytes=O
cudaLibraryGetUnifiedFunction          fptr=O
cudaLibraryLoadData                    library=O jitOptions=I(numJitOptions)
    jitOptionsValues=I(numJitOptions) libraryOptions=I(numLibraryOptions)
    libraryOptionValues=I(numLibraryOptions)
cudaLibraryLoadFromFile                library=O jitOptions=I(numJitOptions)
    jitOptionsValues=I(numJitOptions) libraryOptions=I(numLibraryOptions)
    libraryOptionValues=I(numLibraryOptions)
cudaGetSymbolAddress                   devPtr=O
cudaGetSymbolSize                      size=O
cudaHostAlloc                          pHost=O
cudaHostGetDevicePointer               pDevice=O
cudaMalloc                             devPtr=O
cudaMallocAsync                        devPtr=O
cudaMallocHost                         ptr=O
cudaMallocManaged                      devPtr=O
cudaMallocPitch                        devPtr=O pitch=O
cudaEventCreate                        event=O
cudaEventCreateWithFlags               event=O
cudaEventElapsedTime                   ms=O
cudaStreamCreate                       pStream=O
cudaStreamCreateWithFlags              pStream=O
cudaStreamCreateWithPriority           pStream=O
cudaStreamGetFlags                     flags=O
cudaStreamGetPriority                  priority=O
cudaStreamIsCapturing                  pCaptureStatus=O
# 13.1: execution contexts over green contexts, device resources, graph ids
cudaDevResourceGenerateDesc            phDesc=O resources=I(nbResources)
cudaDevSmResourceSplit                 groupParams=I(nbGroups)
cudaDevSmResourceSplitByCount          nbGroups=O
cudaDeviceGetExecutionCtx              ctx=O
cudaExecutionCtxGetDevice              device=O
cudaExecutionCtxGetId                  ctxId=O
cudaExecutionCtxStreamCreate           phStream=O
cudaGreenCtxCreate                     phCtx=O
cudaGraphConditionalHandleCreate_v2    pHandle_out=O
cudaGraphGetId                         graphID=O
cudaGraphNodeGetContainingGraph        phGraph=O
cudaGraphNodeGetLocalId                nodeId=O
cudaGraphNodeGetToolsId                toolsNodeId=O
cudaGraphExecGetId                     graphID=O
# 13.2
cudaFuncGetParamCount                  paramCount=O
"""


def pointee(typ):
    """For a pointer type, (its pointee's type, whether that is const-
    qualified, the pointee without qualifiers and keywords); None for a
    type that is no pointer."""
    t = " ".join(typ.split())
    if not t.endswith("*"):
        return None
    pe = t[:-1].strip()
    star = pe.rfind("*")
    const = re.search(r"\bconst\b", pe[star + 1:] if star >= 0 else pe) is not None
    base = re.sub(r"\bconst\b|\benum\b", "", pe)
    base = re.sub(r"\s*\*\s*", "*", " ".join(base.split())).strip()
    return pe, const, base


def rule(p, name, returns_result):
    """The kind the rules give a parameter (see above), or None."""
    typ = p[: p.rfind(name)].strip()
    ptr = pointee(typ)
    if ptr is None:
        return "A"
    pe, const, base = ptr
    if const:
        return "S" if base == "char" else "P"
    if not returns_result or base in ("void", "char"):
        return "P"
    if base.startswith("struct ") and not base.endswith("*"):
        return "P"
    if base in AGGREGATES:
        return "P"
    return None


def read_table():
    """POINTER_TABLE as {function: {parameter: (kind, count or None)}}; an
    indented line goes on with the function above it."""
    table, fn = {}, None
    for line in POINTER_TABLE.splitlines():
        text = line.split("#")[0].rstrip()
        if not text.strip():
            continue
        items = text.split()
        if not line[0].isspace():
            fn = items.pop(0)
            if fn in table:
                sys.exit("trace-lists: POINTER_TABLE lists %s twice" % fn)
            table[fn] = {}
        for item in items:
            m = re.match(r"^(\w+)=(O|P|I|L|LP)(?:\((\w+)\))?$", item)
            if not m or (m.group(2) in ("O", "P")) != (m.group(3) is None) or \
                    m.group(1) in table[fn]:
                sys.exit("trace-lists: POINTER_TABLE, %s: cannot read '%s'" % (fn, item))
            table[fn][m.group(1)] = (m.group(2), m.group(3))
    return table


TABLE = read_table()
USED = set()
UNDECIDED = []


def table_kind(func, params, i, name, returns_result):
    """The table's kind of parameter i, checked against the function's
    parameters, or None when the table has no line for it."""
    base = re.sub(r"_pt(sz|ds)$", "", func)
    # 12.x's name_v2, name_v3: 13.0's function of the base name, whose
    # parameters they have (the older forms only some of)
    older = re.sub(r"_v\d+$", "", base)
    fn = func if func in TABLE else base if base in TABLE else older
    if name not in TABLE.get(fn, {}):
        return None
    USED.add((fn, name))
    kind, count = TABLE[fn][name]
    names = [param_name(p) for p in params]
    where = "trace-lists: POINTER_TABLE, %s %s=%s" % (fn, name, kind)
    if pointee(params[i][: params[i].rfind(name)]) is None:
        sys.exit("%s: not a pointer" % where)
    if kind in ("O", "L", "LP") and not returns_result:
        sys.exit("%s: the function has no result to read outputs after" % where)
    if count is not None:
        if count not in names:
            sys.exit("%s(%s): %s has no parameter %s" % (where, count, func, count))
        cp = params[names.index(count)]
        if (pointee(cp[: cp.rfind(count)]) is not None) != (kind == "LP"):
            sys.exit("%s(%s): the count must be %s" % (
                where, count, "a pointer" if kind == "LP" else "no pointer"))
        return "%s(%s, %s)" % (kind, name, count)
    return "%s(%s)" % (kind, name)


def kind(func, params, i, returns_result):
    """How the trace prints parameter i of func (see above), an enum of
    ENUMS by name (N, NO)."""
    p = params[i]
    name = param_name(p)
    decided = kind_of(func, params, i, name, returns_result)
    typ = p[: p.rfind(name)].strip()
    if decided == "A(%s)" % name and enum_of(typ):
        return "N(%s, %s)" % (name, enum_of(typ))
    ptr = pointee(typ)
    if decided == "O(%s)" % name and ptr and enum_of(ptr[2]):
        return "NO(%s, %s)" % (name, enum_of(ptr[2]))
    return decided


def kind_of(func, params, i, name, returns_result):
    """How the rules or the table print parameter i of func, named name."""
    p = params[i]
    from_table = table_kind(func, params, i, name, returns_result)
    certain = rule(p, name, returns_result)
    if from_table is not None:
        if from_table == "%s(%s)" % (certain, name):
            sys.exit("trace-lists: POINTER_TABLE, %s %s: the rules say %s already" % (
                func, name, certain))
        return from_table
    if certain is None:
        UNDECIDED.append("%s %s (%s)" % (func, name, p))
        return "?(%s)" % name
    return "%s(%s)" % (certain, name)


def entry(func, params, returns_result):
    names = [param_name(p) for p in params]
    fmt = " ".join(kind(func, params, i, returns_result) for i in range(len(params)))
    return "(%s)" % (", ".join(params) or "void"), "(%s)" % ", ".join(names), fmt


def driver_list(include, old):
    with open(os.path.join(TOP, "include", "cufw", "call_list.h")) as f:
        text = f.read()
    # each row's section: <version> for a later version's (SINCE_<version>,
    # CORE_SINCE_<version>), -<version> for the #else branch of one (the
    # older ABI of its entries), else 0
    wanted, seen = [], set()
    for m in re.finditer(r"#define CUFW_CALL_LIST_(\w+)\(X\)((?:[^\n]*\\\n)*[^\n]*)", text):
        since = re.search(r"(?:^|_)SINCE_(\d+)$", m.group(1))
        since = int(since.group(1)) if since else 0
        if m.group(1) in seen:
            since = -since
        seen.add(m.group(1))
        for row in re.findall(r"X\((\w+), (\d+), (\w+)\)", m.group(2)):
            if row not in [w[:3] for w in wanted]:
                wanted.append(row + (since,))
    names = [n for n, _, _, s in wanted if s >= 0]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        sys.exit("trace-lists: cufw/call_list.h lists %s more than once" % ", ".join(twice))
    stray = sorted(n for n, _, _, s in wanted if s < 0 and (n, -s) not in
                   [(w[0], w[3]) for w in wanted])
    if stray:
        sys.exit("trace-lists: cufw/call_list.h: %s in an #else branch, not in its #if one" %
                 ", ".join(stray))
    typedefs = ""
    for header in ("cudaTypedefs.h", "cudaProfilerTypedefs.h"):
        with open(os.path.join(include, header)) as f:
            typedefs += f.read()
    with open(os.path.join(TOP, "include", "cufw", "call.h")) as f:
        adapted = f.read()
    rows = {}
    for name, ver, how, since in wanted:
        if how == "adapted":
            m = re.search(r"cufw_call_pfn_%s\)\((.*?)\);" % name, adapted, re.S)
        else:
            m = re.search(r"PFN_%s_v%s\)\((.*?)\);" % (name, ver), typedefs, re.S)
            if not m and re.search(r"#define PFN_%s PFN_%s_v%s\b" % (name, name, ver), typedefs):
                # 12.4 types a few by their base name, which a macro makes the versioned one
                m = re.search(r"PFN_%s\)\((.*?)\);" % name, typedefs, re.S)
        if not m and since > 0:
            # a later version's entry, with older headers: the row as it is
            kept = re.search(r"^    X\(%s, %s, %s, .*?\)(?= \\$|$)" % (name, ver, how), old or "",
                             re.M)
            if kept:
                rows.setdefault(since, []).append(kept.group(0))
                USED.update((name, p) for p in TABLE.get(name, {}))
                continue
        if not m:
            sys.exit("trace-lists: no type for %s (%s, %s)" % (name, ver, how))
        params, args, fmt = entry(name, split_params(m.group(1)), True)
        rows.setdefault(since, []).append(
            "    X(%s, %s, %s, %s, %s, %s)" % (name, ver, how, params, args, fmt))
    return rows


def guarded(macro, params, rows, version_macro):
    """The list macro(params) of rows[0], naming the later versions' lists,
    each defined beside it, where version_macro is older empty or, for a
    version whose rows[-version] exist, those (the older ABI of entries)."""
    later = sorted({abs(v) for v in rows if v})
    body = rows.get(0, []) + ["    %s_SINCE_%d%s" % (macro, v, params) for v in later]
    out = "#define %s%s \\\n" % (macro, params) + " \\\n".join(body) + "\n"
    for v in later:
        out += "\n#if %s >= %d\n" % (version_macro, v)
        out += "#define %s_SINCE_%d%s" % (macro, v, params)
        out += "".join(" \\\n" + row for row in rows.get(v, [])) + "\n"
        out += "#else\n#define %s_SINCE_%d%s" % (macro, v, params)
        out += "".join(" \\\n" + row for row in rows.get(-v, [])) + "\n#endif\n"
    return out


def runtime_list():
    defs = {}
    missing_exports = []
    pat = re.compile(r"^((?:const )?[A-Za-z_][\w ]*?[\s*]+)\n?RT_ENTRY\(((?:__)?cuda\w+)\)"
                     r"\(([^)]*)\)\s*\{", re.M)
    files = [fn for fn in os.listdir(os.path.join(TOP, "compat")) if fn.endswith(".c")]
    files += ["direct/" + fn for fn in os.listdir(os.path.join(TOP, "compat", "direct"))
              if fn.endswith(".c")]
    for fn in sorted(files):
        with open(os.path.join(TOP, "compat", fn)) as f:
            text = f.read()
        guards = version_guards(text)
        for m in pat.finditer(text):
            # static helpers are not exported
            line_start = text.rfind("\n", 0, m.start()) + 1
            if text[line_start:m.start()].strip() or m.group(1).startswith("static"):
                continue
            ret = " ".join(m.group(1).split())
            since = guards[text.count("\n", 0, m.start())]
            # a name may be defined twice: for a version and before it
            defs[(m.group(2), since)] = (ret, split_params(m.group(3)), fn, since)
        # a file that defines exports says so at its end (inner.h, RT_EXPORTS)
        base = os.path.basename(fn)[:-2]
        if defs and any(d[2] == fn for d in defs.values()) and \
                not re.search(r"^RT_EXPORTS\(%s\);\s*$" % base, text, re.M):
            missing_exports.append("compat/%s: no 'RT_EXPORTS(%s);' at its end" % (fn, base))
    rows = {}
    for key in sorted(defs, key=lambda k: (defs[k][2], k)):
        name = key[0]
        ret, params, _, since = defs[key]
        out = rows.setdefault(since, [])
        if ret == "void":
            p, a, f = entry(name, params, False)
            out.append("    V(%s, %s, %s, %s)" % (name, p, a, f))
        elif ret == "cudaError_t":
            p, a, f = entry(name, params, True)
            out.append("    E(%s, %s, %s, %s)" % (name, p, a, f))
        else:
            p, a, f = entry(name, params, False)
            out.append("    R(%s, %s, %s, %s, %s)" % (ret, name, p, a, f))
    if missing_exports:
        sys.exit("trace-lists: " + "; ".join(missing_exports))
    # each file's exports, for its RT_EXPORTS (the aliases of --disable-trace)
    per_file = {}
    for key in sorted(defs):
        base = os.path.basename(defs[key][2])[:-2]
        per_file.setdefault(base, {}).setdefault(defs[key][3], []).append("    X(%s)" % key[0])
    files = []
    for base in sorted(per_file):
        files.append(guarded("CUFW_EXPORTS_%s" % base, "(X)", per_file[base], "CUDART_VERSION")
                     .rstrip("\n"))
    return rows, files


def version_guards(text):
    """For each line of a source, the CUDART_VERSION it is compiled from:
    N inside `#if CUDART_VERSION >= N`, -N inside `#if CUDART_VERSION < N`
    or the #else of a `>= N` (a function that version removed), the
    innermost such guard deciding; 0: any."""
    out, stack = [], []
    for line in text.split("\n"):
        d = re.match(r"\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)", line)
        if d and d.group(1).startswith("if"):
            v = re.match(r"\s*CUDART_VERSION\s*(>=|<)\s*(\d+)\s*$", d.group(2))
            v = (int(v.group(2)) * (1 if v.group(1) == ">=" else -1)) if v and d.group(1) == "if" \
                else 0
            stack.append(v)
        elif d and d.group(1) in ("elif", "else") and stack:
            stack[-1] = -stack[-1] if d.group(1) == "else" else 0
        elif d and d.group(1) == "endif" and stack:
            stack.pop()
        out.append(next((v for v in reversed(stack) if v), 0))
    return out


# An enum's last enumerator that only ends or counts it, never a value a
# call takes (cudaDevAttrMax, cudaGraphNodeTypeCount, CU_..._MAX).
SENTINEL = re.compile(r"(_MAX|Max|_COUNT|Count|_FORCE_INT)$")


def enum_values(include, name):
    """{value: enumerator} of ENUMS[name] in the toolkit's header, the first
    enumerator of each value; values given by an expression this cannot
    evaluate are left out."""
    with open(os.path.join(include, ENUMS[name])) as f:
        text = f.read()
    m = (re.search(r"typedef\s+enum\s+\w*\s*\{([^{}]*)\}\s*%s\s*;" % name, text) or
         re.search(r"\benum\s+(?:__device_builtin__\s+)?%s\s*\{([^{}]*)\}" % name, text))
    if not m:
        sys.exit("trace-lists: no enum %s in %s" % (name, ENUMS[name]))
    body = re.sub(r"/\*.*?\*/|//[^\n]*", " ", m.group(1), flags=re.S)
    body = "\n".join(l for l in body.split("\n") if not l.strip().startswith("#"))
    known, found, nxt = {}, [], 0
    for item in body.split(","):
        item = item.strip()
        if not item:
            continue
        key, _, expr = item.partition("=")
        key = key.strip()
        if expr.strip():
            e = re.sub(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b", r"\1", expr.strip())
            e = re.sub(r"\b[A-Za-z_]\w*\b",
                       lambda w: str(known[w.group(0)]) if w.group(0) in known else "?", e)
            nxt = eval(e, {"__builtins__": {}}) if re.fullmatch(r"[-+|&<>()\sxXa-fA-F0-9]+", e) \
                else None
        if nxt is None:
            continue
        known[key] = nxt
        found.append((key, nxt))
        nxt += 1
    if found and SENTINEL.search(found[-1][0]):
        found.pop()
    out = {}
    for key, value in found:
        if not key.endswith("_FORCE_INT"):
            out.setdefault(value, key)
    return out


def enum_header(include, used, old):
    """common/trace_enums.h: a function per enum the lists print by name.
    The values of the file as it was are kept (their names too), so that the
    file is the same whichever supported toolkit checks it; regenerate with
    the newest."""
    kept = {}
    for m in re.finditer(r"cufw__trace_enum_(\w+)\(long long v\)\n\{(.*?)\n\}", old or "", re.S):
        kept[m.group(1)] = {int(v): n for v, n in
                            re.findall(r'case (-?\d+): return "(\w+)";', m.group(2))}
    out = HEAD % ("common/trace_enums.h",
                  "The names of the values of the enums the trace prints by name\n"
                  " * (N and NO of common/trace_args.h), read from the toolkit's headers:\n"
                  " * cufw__trace_enum_<type>(v) is the enumerator of value v, or NULL for a\n"
                  " * value they do not name (printed as its number). Included by\n"
                  " * core/trace.c and compat/trace.c after their CUDA headers.")
    out += "#ifndef CUFW_COMMON_TRACE_ENUMS_H\n#define CUFW_COMMON_TRACE_ENUMS_H\n\n"
    out += "#include <stddef.h>\n\n"
    for name in sorted(used):
        values = enum_values(include, name)
        for v, n in kept.get(name, {}).items():
            values[v] = n
        out += "static inline const char *cufw__trace_enum_%s(long long v)\n{\n" % name
        out += "    switch (v) {\n"
        for v in sorted(values):
            out += '    case %d: return "%s";\n' % (v, values[v])
        out += "    default: return NULL;\n    }\n}\n\n"
    return out + "#endif\n"


HEAD = """/* SPDX-License-Identifier: MIT */
/*
 * %s -- written by scripts/trace-lists.py; do not edit.
 * %s
 */
"""


def render():
    include = sys.argv[-1] if len(sys.argv) > 1 and not sys.argv[-1].startswith("-") \
        else "/usr/local/cuda/include"
    old_path = os.path.join(TOP, "core", "trace_list.h")
    old = open(old_path).read() if os.path.exists(old_path) else None
    drv = driver_list(include, old)
    core = HEAD % ("core/trace_list.h",
                   "Every Driver entry point of cufw/call_list.h with its parameters,\n"
                   " * for the trace's wrappers (core/trace.c): X(name, version, how,\n"
                   " * (parameters), (arguments), how each is printed).")
    core += "#ifndef CUFW_CORE_TRACE_LIST_H\n#define CUFW_CORE_TRACE_LIST_H\n\n"
    core += guarded("CUFW_TRACE_DRIVER_LIST", "(X)", drv, "CUDA_VERSION") + "\n#endif\n"
    rows, files = runtime_list()
    if UNDECIDED:
        sys.exit("trace-lists: how does the trace print these? The rules cannot tell; give each "
                 "a line in POINTER_TABLE:\n  " + "\n  ".join(UNDECIDED))
    unused = sorted("%s %s" % (fn, p) for fn in TABLE for p in TABLE[fn] if (fn, p) not in USED)
    if unused:
        sys.exit("trace-lists: POINTER_TABLE names parameters of no function in the lists:\n  " +
                 "\n  ".join(unused))
    rt = HEAD % ("compat/trace_list.h",
                 "Every function compat exports with its parameters, for the\n"
                 " * trace's wrappers (compat/trace.c): E(name, (parameters), (arguments),\n"
                 " * how each is printed) for a function returning cudaError_t, R(result\n"
                 " * type, ...) for one returning another type, V(...) for a void one. Each\n"
                 " * is defined in compat/ as RT_ENTRY(name) (inner.h), and the exported\n"
                 " * name is its traced shell.")
    rt += "#ifndef CUFW_COMPAT_TRACE_LIST_H\n#define CUFW_COMPAT_TRACE_LIST_H\n\n"
    rt += guarded("CUFW_TRACE_RUNTIME_LIST", "(E, R, V)", rows, "CUDART_VERSION") + "\n#endif\n"
    ex = HEAD % ("compat/export_list.h",
                 "The functions each file of compat exports, by file: CUFW_EXPORTS_<file>\n"
                 " * (X), for the file's RT_EXPORTS (inner.h), which makes each exported\n"
                 " * name an alias of its definition when the trace is not built.")
    ex += "#ifndef CUFW_COMPAT_EXPORT_LIST_H\n#define CUFW_COMPAT_EXPORT_LIST_H\n\n"
    ex += "\n".join(files) + "\n\n#endif\n"
    used = set(re.findall(r"\bN?O?\(\w+, (\w+)\)", core + rt)) & set(ENUMS)
    old_enums_path = os.path.join(TOP, "common", "trace_enums.h")
    old_enums = open(old_enums_path).read() if os.path.exists(old_enums_path) else None
    return {"core/trace_list.h": core, "compat/trace_list.h": rt, "compat/export_list.h": ex,
            "common/trace_enums.h": enum_header(include, used, old_enums)}


def main():
    check = "--check" in sys.argv
    stale = 0
    for rel, text in render().items():
        path = os.path.join(TOP, rel)
        old = open(path).read() if os.path.exists(path) else None
        if old == text:
            continue
        if check:
            print("trace-lists: %s is out of date (run python3 scripts/trace-lists.py)" % rel)
            stale = 1
        else:
            with open(path, "w") as f:
                f.write(text)
            print("trace-lists: wrote %s" % rel)
    return stale


if __name__ == "__main__":
    sys.exit(main())
